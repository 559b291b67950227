import { summaryEndpoints } from '@batir/shared/contracts/summary';
import type { TUserSummaryResponse } from '@batir/shared/summary';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { summaryKeys } from './keys';

export type UserSummary = TUserSummaryResponse['summary'];

/** GET /api/user/summary: the counters of the caller's scope (spec 2 §3.1). */
export async function fetchUserSummary(signal?: AbortSignal): Promise<UserSummary> {
  return (await call(summaryEndpoints.userSummary, {}, { signal })).summary;
}

export function useUserSummary() {
  return useQuery({ queryKey: summaryKeys.counters(), queryFn: ({ signal }) => fetchUserSummary(signal) });
}
