import { jobEndpoints } from '@batir/shared/contracts/jobs';
import { isJobOver, JOB_EVENT, type TJob } from '@batir/shared/jobs';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client';
import { onRealtimeReconnected, subscribeRealtime } from '../../../lib/realtime';
import { isJobEvent, isJobNewer } from '../model/jobs';
import { jobsKeys } from './keys';

/** GET /api/jobs: the caller's 50 newest jobs (of one kind). */
export function fetchJobs(kind?: 'export', signal?: AbortSignal) {
  return call(jobEndpoints.list, { query: { kind } }, { signal });
}

/** While one of the jobs shown has not ended, read them again this often (a live event lost, a socket down). */
const ACTIVE_REFRESH_MS = 5_000;

export function useJobs(kind?: 'export') {
  return useQuery({
    queryKey: jobsKeys.list(kind),
    queryFn: ({ signal }) => fetchJobs(kind, signal),
    staleTime: 60_000,
    refetchInterval: (query) =>
      query.state.data?.jobs.some((job) => !isJobOver(job.state)) ? ACTIVE_REFRESH_MS : false,
    select: (answer) => answer.jobs,
  });
}

/** A job as it now stands, put in every list of the cache (first in a list that did not have it yet). */
export function storeJob(queryClient: QueryClient, job: TJob): void {
  const kinds = job.kind === 'export' ? ([undefined, 'export'] as const) : ([undefined] as const);
  for (const kind of kinds) {
    queryClient.setQueryData(
      jobsKeys.list(kind),
      (answer: Awaited<ReturnType<typeof fetchJobs>> | undefined) => {
        if (!answer) return answer;
        const known = answer.jobs.find((item) => item.id === job.id);
        if (!known) return { ...answer, jobs: [job, ...answer.jobs] };
        // The answer of the request that queued a job may come after the job's live events: keep the newer.
        if (!isJobNewer(job, known)) return answer;
        return { ...answer, jobs: answer.jobs.map((item) => (item.id === job.id ? job : item)) };
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
