import type { TJobState } from '@batir/shared/jobs';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, jobs } from '../../db/schema';

/** A job with its result file's name and size (left join: null without a result). */
const jobColumns = {
  id: jobs.id,
  kind: jobs.kind,
  ownerId: jobs.ownerId,
  label: jobs.label,
  input: jobs.input,
  state: sql<TJobState>`${jobs.state}`,
  done: jobs.done,
  total: jobs.total,
  resultFileId: jobs.resultFileId,
  resultName: files.originalName,
  resultBytes: files.sizeBytes,
  error: jobs.error,
  attempts: jobs.attempts,
  cancelRequestedAt: jobs.cancelRequestedAt,
  createdAt: jobs.createdAt,
  startedAt: jobs.startedAt,
  finishedAt: jobs.finishedAt,
};
const selectJobs = (db: Db) =>
  db
    .select(jobColumns)
    .from(jobs)
    .leftJoin(files, and(eq(files.id, jobs.resultFileId), isNull(files.deletedAt)));

export type JobRow = Awaited<ReturnType<typeof selectJobs>>[number];

export async function insertJob(
  db: Db,
  values: { kind: string; ownerId: number; label: string; input: unknown; total: number | null },
): Promise<number> {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  if (!row) throw new Error('job not created');
  return row.id;
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await selectJobs(db).where(eq(jobs.id, id));
  return row;
}

/** A user's newest jobs (jobs_owner_idx). */
export function listOwned(
  db: Db,
  ownerId: number,
  kind: string | undefined,
  limit: number,
): Promise<JobRow[]> {
  return selectJobs(db)
    .where(and(eq(jobs.ownerId, ownerId), kind === undefined ? undefined : eq(jobs.kind, kind)))
    .orderBy(desc(jobs.id))
    .limit(limit);
}

/** The owner's jobs waiting or running (the cap on what one user queues). */
export async function countActive(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.ownerId, ownerId), inArray(jobs.state, ['queued', 'running'])));
  return row?.n ?? 0;
}

const claimed = (runner: string) => ({
  state: 'running',
  runner,
  heartbeatAt: sql`now()`,
  startedAt: sql`coalesce(${jobs.startedAt}, now())`,
  attempts: sql`${jobs.attempts} + 1`,
});

/**
 * Takes the oldest queued job for `runner`, in one statement: `FOR UPDATE SKIP LOCKED` lets several server
 * processes share the queue without two of them taking the same job (as the outbox's claimDue).
 */
export async function claimNext(db: Db, runner: string): Promise<number | undefined> {
  const [row] = await db
    .update(jobs)
    .set(claimed(runner))
    .where(
      and(
        sql`${jobs.id} = (select id from ${jobs} where state = 'queued' order by id limit 1 for update skip locked)`,
        // Checked again on the locked row: a job claimed meanwhile is not claimed twice.
        eq(jobs.state, 'queued'),
      ),
    )
    .returning({ id: jobs.id });
  return row?.id;
}

/** Takes one given job if it still waits (a small export run during its request). */
export async function claimJob(db: Db, id: number, runner: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set(claimed(runner))
    .where(and(eq(jobs.id, id), eq(jobs.state, 'queued')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * The progress of a running job, and its lease renewed. Answers whether it should go on: false when it was
 * cancelled meanwhile, or taken back by another process (its lease had expired).
 */
export async function reportProgress(
  db: Db,
  id: number,
  runner: string,
  progress: { done: number; total: number | null },
): Promise<boolean> {
  const [row] = await db
    .update(jobs)
    .set({ done: progress.done, total: progress.total, heartbeatAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.runner, runner)))
    .returning({ cancelRequestedAt: jobs.cancelRequestedAt });
  return row !== undefined && row.cancelRequestedAt === null;
}

/** Ends a job this runner holds: done (with its file), failed (with its reason) or cancelled. */
export async function finishJob(
  db: Db,
  id: number,
  runner: string,
  end: { state: 'done' | 'failed' | 'cancelled'; resultFileId?: number; error?: string; done?: number },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: end.state,
      resultFileId: end.resultFileId ?? null,
      error: end.error ?? null,
      ...(end.done === undefined ? {} : { done: end.done }),
      finishedAt: sql`now()`,
      runner: null,
      heartbeatAt: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.runner, runner)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * A cancel: a waiting job ends at once; a running one is asked to stop (its runner sees it at its next
 * progress report). Answers the job's state afterwards, or undefined when it had already ended.
 */
export async function cancelJob(db: Db, id: number): Promise<TJobState | undefined> {
  const [queued] = await db
    .update(jobs)
    .set({ state: 'cancelled', finishedAt: sql`now()`, cancelRequestedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'queued')))
    .returning({ id: jobs.id });
  if (queued) return 'cancelled';
  const [running] = await db
    .update(jobs)
    .set({ cancelRequestedAt: sql`coalesce(${jobs.cancelRequestedAt}, now())` })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return running ? 'running' : undefined;
}

/**
 * Jobs whose runner stopped saying it runs them (a server stopped or killed): taken up again while they
 * have had fewer than `maxAttempts` runs, failed with `reason` otherwise. Answers the jobs changed.
 */
export async function recoverStale(
  db: Db,
  options: { staleSeconds: number; maxAttempts: number; reason: string },
): Promise<{ id: number; ownerId: number; state: string }[]> {
  const stale = and(
    eq(jobs.state, 'running'),
    lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${options.staleSeconds})`),
  );
  return db
    .update(jobs)
    .set({
      state: sql`case when ${jobs.cancelRequestedAt} is not null then 'cancelled'
        when ${jobs.attempts} < ${options.maxAttempts} then 'queued' else 'failed' end`,
      error: sql`case when ${jobs.cancelRequestedAt} is null and ${jobs.attempts} >= ${options.maxAttempts}
        then ${options.reason} end`,
      finishedAt: sql`case when ${jobs.cancelRequestedAt} is not null or ${jobs.attempts} >= ${options.maxAttempts}
        then now() end`,
      runner: null,
      heartbeatAt: null,
      done: 0,
    })
    .where(sql`${jobs.id} in (select id from ${jobs} where ${stale} for update skip locked)`)
    .returning({ id: jobs.id, ownerId: jobs.ownerId, state: jobs.state });
}

/** Gives back the jobs this runner holds (a server stopping cleanly): another process takes them up. */
export async function releaseRunner(db: Db, runner: string): Promise<void> {
  await db
    .update(jobs)
    .set({ state: 'queued', runner: null, heartbeatAt: null, done: 0, attempts: sql`${jobs.attempts} - 1` })
    .where(and(eq(jobs.state, 'running'), eq(jobs.runner, runner)));
}

/** The runner's lease renewed on every job it runs (its heartbeat, between progress reports). */
export async function beat(db: Db, runner: string): Promise<void> {
  await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(jobs.state, 'running'), eq(jobs.runner, runner)));
}
