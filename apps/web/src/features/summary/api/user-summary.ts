import type { TUserSummaryResponse } from '@batir/shared/summary';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type UserSummary = TUserSummaryResponse['summary'];

export const userSummaryQueryKey = ['summary', 'counters'] as const;

/** GET /api/user/summary: the counters of the caller's scope (spec 2 §3.1). */
export async function fetchUserSummary(signal?: AbortSignal): Promise<UserSummary> {
  return (await apiFetch<TUserSummaryResponse>('/api/user/summary', { signal })).summary;
}

export function useUserSummary() {
  return useQuery({ queryKey: userSummaryQueryKey, queryFn: ({ signal }) => fetchUserSummary(signal) });
}
