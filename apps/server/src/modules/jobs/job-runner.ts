import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './jobs.repository';

/** What a job's kind gets to run it. */
export type JobContext = {
  job: repo.JobRow;
  /**
   * Records how far it is (at most a few times a second) and tells the owner. Throws JobStopped when the
   * job was cancelled meanwhile or taken back by another process: the kind stops there.
   */
  progress(done: number, total: number | null): Promise<void>;
};

/** A file a job wrote (a temporary path, removed once stored). */
export type JobFile = { path: string; name: string; mime: string };
export type JobResult = { file?: JobFile; done?: number };
export type JobHandler = (context: JobContext) => Promise<JobResult>;

export class JobStopped extends Error {
  constructor() {
    super('job stopped');
    this.name = 'JobStopped';
  }
}

/** How often the runner says it still runs its jobs, and when a silent runner's jobs are taken back. */
export const HEARTBEAT_MS = 10_000;
export const STALE_SECONDS = 60;
/** A job taken back after its server stopped runs once more, then fails. */
export const MAX_ATTEMPTS = 2;
export const STALE_REASON =
  'Le serveur s’est arrêté pendant cette tâche, deux fois : elle n’a pas pu aboutir. Relancez-la.';
const FAILED_REASON = 'La tâche a échoué sur une erreur inattendue, consignée dans le journal du serveur.';
/** Progress is written and pushed at most this often (and at the end). */
const PROGRESS_EVERY_MS = 250;

export type JobRunner = {
  /** Runs a queued job now, in the caller's request (a small export); false when it no longer waits. */
  runNow(id: number): Promise<boolean>;
  /** Looks for work at once (a job was just queued). */
  wake(): void;
  /** One pass: takes stale jobs back, then fills the free slots. Tests call it; the timer too. */
  poll(): Promise<void>;
  /** Waits for the jobs this process runs (tests). */
  idle(): Promise<void>;
  /** Stops taking jobs and gives back those it runs (another process takes them up). */
  stop(): Promise<void>;
};

/**
 * Runs the queued jobs of every server process: each process takes up to `slots` jobs at a time from the
 * shared queue (jobs.repository claimNext: never the same job twice), renews their lease every
 * HEARTBEAT_MS, and takes back the jobs of a process that stopped renewing (recoverStale). A kind's work
 * runs in this process (its reads page by page, yielding between pages, so that requests keep their pace
 * on the embedded database) and hands CPU work to the worker threads (worker-pool.ts).
 */
export function createJobRunner(deps: {
  db: Database;
  handlers: Record<string, JobHandler>;
  /** Stores a job's file and answers its file id. */
  storeResult(job: repo.JobRow, file: JobFile): Promise<number>;
  /** Tells the owner's browsers where a job stands. */
  emit(job: repo.JobRow): void;
  logError(error: unknown, job: number): void;
  slots: number;
  pollMs: number;
  staleSeconds?: number;
}): JobRunner {
  const { db } = deps;
  const runner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const staleSeconds = deps.staleSeconds ?? STALE_SECONDS;
  const running = new Map<number, Promise<void>>();
  let stopped = false;
  let polling: Promise<void> | null = null;

  const emitCurrent = async (id: number) => {
    const job = await repo.findJob(db, id);
    if (job) deps.emit(job);
  };

  async function run(id: number): Promise<void> {
    const job = await repo.findJob(db, id);
    if (!job) return;
    deps.emit(job);
    let file: JobFile | undefined;
    let lastReport = 0;
    const context: JobContext = {
      job,
      async progress(done, total) {
        const now = Date.now();
        if (now - lastReport < PROGRESS_EVERY_MS && done !== total) return;
        lastReport = now;
        if (!(await repo.reportProgress(db, id, runner, { done, total }))) throw new JobStopped();
        deps.emit({ ...job, done, total });
      },
    };
    try {
      const handler = deps.handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const result = await handler(context);
      file = result.file;
      const resultFileId = file ? await deps.storeResult(job, file) : undefined;
      await repo.finishJob(db, id, runner, {
        state: 'done',
        ...(resultFileId === undefined ? {} : { resultFileId }),
        ...(result.done === undefined ? {} : { done: result.done }),
      });
    } catch (error) {
      if (error instanceof JobStopped) {
        // Cancelled: it ends here. Taken back by another process: that one runs it now (finishJob finds
        // nothing of ours to end).
        await repo.finishJob(db, id, runner, { state: 'cancelled' });
      } else {
        if (!(error instanceof AppError)) deps.logError(error, id);
        await repo.finishJob(db, id, runner, {
          state: 'failed',
          error: error instanceof AppError ? error.message : FAILED_REASON,
        });
      }
    } finally {
      if (file) await rm(file.path, { force: true });
      await emitCurrent(id);
    }
  }

  function start(id: number) {
    const work = run(id)
      .catch((error: unknown) => deps.logError(error, id))
      .finally(() => {
        running.delete(id);
        if (!stopped) wake();
      });
    running.set(id, work);
    return work;
  }

  async function pollOnce() {
    const recovered = await repo.recoverStale(db, {
      staleSeconds,
      maxAttempts: MAX_ATTEMPTS,
      reason: STALE_REASON,
    });
    for (const job of recovered) await emitCurrent(job.id);
    while (!stopped && running.size < deps.slots) {
      const id = await repo.claimNext(db, runner);
      if (id === undefined) break;
      void start(id);
    }
  }

  function poll(): Promise<void> {
    polling ??= pollOnce().finally(() => {
      polling = null;
    });
    return polling;
  }

  function wake() {
    if (stopped) return;
    poll().catch((error: unknown) => deps.logError(error, 0));
  }

  const pollTimer = setInterval(wake, deps.pollMs);
  pollTimer.unref();
  const heartbeat = setInterval(() => {
    if (running.size) repo.beat(db, runner).catch((error: unknown) => deps.logError(error, 0));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    async runNow(id) {
      if (!(await repo.claimJob(db, id, runner))) return false;
      await start(id);
      return true;
    },
    wake,
    poll,
    async idle() {
      await polling;
      while (running.size) await Promise.all(running.values());
    },
    async stop() {
      stopped = true;
      clearInterval(pollTimer);
      clearInterval(heartbeat);
      await polling?.catch(() => undefined);
      await repo.releaseRunner(db, runner).catch((error: unknown) => deps.logError(error, 0));
    },
  };
}
