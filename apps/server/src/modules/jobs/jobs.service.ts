import { JOB_ERRORS } from '@batir/shared/contracts/jobs';
import type { TJob } from '@batir/shared/jobs';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { iso, isoOrNull } from '../../lib/display';
import type { Principal } from '../auth';
import type { FileService } from '../files';
import type { JobRunner } from './job-runner';
import * as repo from './jobs.repository';

/** A job as the API, the live event and the panel show it. */
export function jobOf(row: repo.JobRow): TJob {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    state: row.state,
    done: row.done,
    total: row.total,
    error: row.error,
    hasResult: row.state === 'done' && row.resultName !== null,
    resultName: row.resultName,
    resultBytes: row.resultBytes,
    createdAt: iso(row.createdAt),
    startedAt: isoOrNull(row.startedAt),
    finishedAt: isoOrNull(row.finishedAt),
  };
}

/** How many of his jobs one user may have waiting or running at once. */
export const MAX_ACTIVE_JOBS_PER_USER = 5;

export type JobService = ReturnType<typeof createJobService>;

/**
 * A user's jobs: the list of the panel, cancelling, the result's link, and queueing new ones for the kinds
 * (exports). Everyone sees and touches his own jobs only: another user's job answers 404, as a missing one.
 */
export function createJobService(deps: { db: Database; files: FileService; runner: JobRunner }) {
  const { db, files, runner } = deps;

  async function ownJob(caller: Principal, id: number) {
    const row = await repo.findJob(db, id);
    if (!row || row.ownerId !== caller.userId) throw new AppError(JOB_ERRORS.JOB_NOT_FOUND);
    return row;
  }

  return {
    async list(caller: Principal, kind: string | undefined) {
      const rows = await repo.listOwned(db, caller.userId, kind, 50);
      return { jobs: rows.map(jobOf) };
    },

    async cancel(caller: Principal, id: number) {
      await ownJob(caller, id);
      if (!(await repo.cancelJob(db, id))) throw new AppError(JOB_ERRORS.JOB_OVER);
      return { job: jobOf(await ownJob(caller, id)) };
    },

    /** A five-minute address of the result, bound to the caller's session (files' viewer links). */
    async link(caller: Principal, id: number) {
      const row = await ownJob(caller, id);
      if (row.state !== 'done' || row.resultFileId === null || row.resultName === null)
        throw new AppError(JOB_ERRORS.JOB_NO_RESULT);
      return files.link({ caller, id: row.resultFileId });
    },

    /**
     * Queues a job for its owner (refused past MAX_ACTIVE_JOBS_PER_USER waiting or running), then either
     * runs it in the caller's request (`now`: small work) or wakes the runners.
     */
    async queue(
      caller: Principal,
      job: { kind: string; label: string; input: unknown; total: number | null },
      now: boolean,
    ): Promise<TJob> {
      if ((await repo.countActive(db, caller.userId)) >= MAX_ACTIVE_JOBS_PER_USER)
        throw new AppError(JOB_ERRORS.JOB_TOO_MANY);
      const id = await repo.insertJob(db, { ...job, ownerId: caller.userId });
      if (now) await runner.runNow(id);
      else runner.wake();
      return jobOf(await ownJob(caller, id));
    },
  };
}
