import { availableParallelism } from 'node:os';
import type { Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';

/**
 * Threads for the CPU work of jobs (writing an XLSX, later PDFs): the cores but one, which the requests
 * keep, and at least one. More tasks than threads wait in the pool's queue.
 */
export const WORKER_THREADS = Math.max(1, availableParallelism() - 1);

export type WorkerPool = {
  /** Runs the default export of the module `filename` (a URL) in a worker thread with `task`. */
  run<T>(filename: string, task: unknown, transferList?: Transferable[]): Promise<T>;
  close(): Promise<void>;
};

/**
 * The server's pool of worker threads (piscina), started with its first task. A worker module imports only
 * packages and `node:` modules: it must load under Node's own TypeScript support (the tests) as under tsx.
 */
export function createWorkerPool(): WorkerPool {
  let pool: Piscina | null = null;
  return {
    run(filename, task, transferList) {
      pool ??= new Piscina({ maxThreads: WORKER_THREADS, minThreads: 0, idleTimeout: 60_000 });
      return pool.run(task, { filename, transferList: transferList as never });
    },
    async close() {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}
