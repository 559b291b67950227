import type { TProspectInitDataResponse } from '@batir/shared/prospects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/prospect/initData: the salespeople the caller may pick, and the prospect origins. */
export const prospectInitDataQueryOptions = queryOptions({
  queryKey: ['prospects', 'initData'] as const,
  queryFn: ({ signal }) => apiFetch<TProspectInitDataResponse>('/api/prospect/initData', { signal }),
  staleTime: 5 * 60_000,
});

export function useProspectInitData() {
  return useQuery(prospectInitDataQueryOptions);
}
