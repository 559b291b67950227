import type { TSalesmanListResponse } from '@batir/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Every salespeople-screen query starts with this key. */
export const salesmenQueryKey = ['salesmen'] as const;

/** GET /api/salesman: active salespeople (the screen keeps those the caller may open). */
export function fetchSalesmen(signal?: AbortSignal) {
  return apiFetch<TSalesmanListResponse>('/api/salesman', { signal });
}

export const salesmenQueryOptions = queryOptions({
  queryKey: [...salesmenQueryKey, 'list'] as const,
  queryFn: ({ signal }) => fetchSalesmen(signal),
});

export function useSalesmen() {
  return useQuery(salesmenQueryOptions);
}
