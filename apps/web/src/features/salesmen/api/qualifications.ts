import type { TSalesmanQualificationsResponse } from '@batir/shared/salesmen';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { salesmenQueryKey } from './salesmen-list';

/** GET /api/salesman/{id}/qualifications: his qualified prospects, Froid / Tiède / Chaud. */
export function fetchQualifications(id: number, signal?: AbortSignal) {
  return apiFetch<TSalesmanQualificationsResponse>(`/api/salesman/${id}/qualifications`, { signal });
}

export function useQualifications(id: number) {
  return useQuery({
    queryKey: [...salesmenQueryKey, 'qualifications', id] as const,
    queryFn: ({ signal }) => fetchQualifications(id, signal),
  });
}
