import { jobEndpoints } from '@batir/shared/contracts/jobs';
import { JOB_EVENT, type TJob } from '@batir/shared/jobs';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client';
import { onRealtimeReconnected, subscribeRealtime } from '../../../lib/realtime';
import { isJobEvent } from '../model/jobs';
import { jobsKeys } from './keys';

/** GET /api/jobs: the caller's 50 newest jobs (of one kind). */
export function fetchJobs(kind?: 'export', signal?: AbortSignal) {
  return call(jobEndpoints.list, { query: { kind } }, { signal });
}

export function useJobs(kind?: 'export') {
  return useQuery({
    queryKey: jobsKeys.list(kind),
    queryFn: ({ signal }) => fetchJobs(kind, signal),
    staleTime: 60_000,
    select: (answer) => answer.jobs,
  });
}

/** A job as it now stands, put in every list of the cache (first in a list that did not have it yet). */
export function storeJob(queryClient: QueryClient, job: TJob): void {
  for (const kind of [undefined, job.kind === 'export' ? 'export' : null] as const) {
    if (kind === null) continue;
    queryClient.setQueryData(
      jobsKeys.list(kind),
      (answer: Awaited<ReturnType<typeof fetchJobs>> | undefined) => {
        if (!answer) return answer;
        const known = answer.jobs.some((item) => item.id === job.id);
        return {
          ...answer,
          jobs: known ? answer.jobs.map((item) => (item.id === job.id ? job : item)) : [job, ...answer.jobs],
        };
      },
    );
  }
}

/**
 * Follows the caller's jobs live while mounted (the `job` event at each step, pushed by the server's
 * runner); when the channel comes back, the list is read again (steps sent meanwhile were lost).
 */
export function useLiveJobs(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeRealtime(JOB_EVENT, (payload) => {
        if (isJobEvent(payload)) storeJob(queryClient, payload);
      }),
    [queryClient],
  );
  useEffect(
    () => onRealtimeReconnected(() => void queryClient.invalidateQueries({ queryKey: jobsKeys.all })),
    [queryClient],
  );
}
