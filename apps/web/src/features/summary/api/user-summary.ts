import { summaryEndpoints } from '@batir/shared/contracts/summary';
import type { TUserSummaryResponse } from '@batir/shared/summary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PREFETCHED_FRESH_MS } from '../../../lib/pages';
import { summaryKeys } from './keys';

export type UserSummary = TUserSummaryResponse['summary'];

/** GET /api/user/summary: the counters of the caller's scope (spec 2 §3.1). */
export async function fetchUserSummary(signal?: AbortSignal): Promise<UserSummary> {
  return (await call(summaryEndpoints.userSummary, {}, { signal })).summary;
}

export const userSummaryQueryOptions = queryOptions({
  queryKey: summaryKeys.counters(),
  queryFn: ({ signal }) => fetchUserSummary(signal),
  // Prefetched by the summary page's loader (summary-page.tsx `prefetch`).
  staleTime: PREFETCHED_FRESH_MS,
});

export function useUserSummary() {
  return useQuery(userSummaryQueryOptions);
}
