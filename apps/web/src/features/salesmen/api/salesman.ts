import type { TSalesmanDetailResponse } from '@batir/shared/salesmen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { salesmenQueryKey } from './salesmen-list';

export const salesmanQueryKey = (id: number) => [...salesmenQueryKey, 'detail', id] as const;

/** GET /api/salesman/{id}: profile, pinned message, manager, support list and the caller's rights. */
export function fetchSalesman(id: number, signal?: AbortSignal) {
  return apiFetch<TSalesmanDetailResponse>(`/api/salesman/${id}`, { signal });
}

export const salesmanQueryOptions = (id: number) =>
  queryOptions({ queryKey: salesmanQueryKey(id), queryFn: ({ signal }) => fetchSalesman(id, signal) });

export function useSalesman(id: number | null) {
  return useQuery({ ...salesmanQueryOptions(id ?? 0), enabled: id !== null });
}
