/**
 * Jobs: long work (exports, and later mass repricing, long PDFs, imports) run off the request path by the
 * server's job runner, its progress pushed live to its owner (Socket.IO event JOB_EVENT) and shown in the
 * jobs panel. The same shape in the API, the live event and the panel.
 */
import { z } from 'zod';

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type TJobState = (typeof JOB_STATES)[number];

/** What the panel says of each state. */
export const JOB_STATE_LABELS: Record<TJobState, string> = {
  queued: 'En attente',
  running: 'En cours',
  done: 'Terminé',
  failed: 'Échec',
  cancelled: 'Annulé',
};

/** A job that has ended: its state does not change any more. */
export const isJobOver = (state: TJobState) =>
  state === 'done' || state === 'failed' || state === 'cancelled';

/** The live event sent to the owner's browsers at each step of his jobs (the job as the API shows it). */
export const JOB_EVENT = 'job';

export const ZJob = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** What the panel shows: « Prospects (XLSX) ». */
  label: z.string(),
  state: z.enum(JOB_STATES),
  /** Rows (or items) done out of `total` (null until known). */
  done: z.number().int(),
  total: z.number().int().nullable(),
  /** Why it failed, in French. */
  error: z.string().nullable(),
  /** Whether a result file waits (GET /api/job/{id}/link gives its short-lived address). */
  hasResult: z.boolean(),
  /** The result's file name and size. */
  resultName: z.string().nullable(),
  resultBytes: z.number().int().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;

/** Percent done, for the progress bars (null while the total is unknown). */
export function jobPercent(job: Pick<TJob, 'done' | 'total' | 'state'>): number | null {
  if (job.state === 'done') return 100;
  if (job.total === null) return null;
  if (job.total === 0) return job.state === 'running' ? 0 : 100;
  return Math.min(100, Math.floor((job.done * 100) / job.total));
}
