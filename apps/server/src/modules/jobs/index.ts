/** What other modules may use of jobs (boundaries.test.ts): queueing a job of their kind, running it, the worker threads. */
export {
  createJobRunner,
  type JobContext,
  type JobFile,
  type JobHandler,
  type JobResult,
  type JobRunner,
  JobStopped,
} from './job-runner';
export type { JobRow } from './jobs.repository';
export { createJobService, type JobService, jobOf } from './jobs.service';
export { createWorkerPool, WORKER_THREADS, type WorkerPool } from './worker-pool';
