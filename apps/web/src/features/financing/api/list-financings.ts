import type { TFinancingListsResponse } from '@batir/shared/financing';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const financingListsKey = ['financing', 'lists'] as const;

/** GET /api/financing: the dashboard's three lists (asked, waiting, done), each capped at `limit`. */
export function useFinancingLists(search: string) {
  const query = new URLSearchParams({ limit: '200' });
  if (search) query.set('search', search);
  return useQuery({
    queryKey: [...financingListsKey, search],
    queryFn: ({ signal }) => apiFetch<TFinancingListsResponse>(`/api/financing?${query}`, { signal }),
    placeholderData: (previous) => previous,
  });
}
