import { formatFileSize, formatInteger } from '@batir/shared/format';
import { JOB_STATES, type TJob } from '@batir/shared/jobs';

/** A `job` event as the server sends it (the shape is checked before the cache takes it). */
export function isJobEvent(payload: unknown): payload is TJob {
  if (typeof payload !== 'object' || payload === null) return false;
  const job = payload as Partial<TJob>;
  return (
    typeof job.id === 'number' &&
    typeof job.label === 'string' &&
    typeof job.done === 'number' &&
    JOB_STATES.includes(job.state as TJob['state'])
  );
}

const STEP: Record<TJob['state'], number> = { queued: 0, running: 1, done: 2, failed: 2, cancelled: 2 };

/** Whether `incoming` says more than `known` of the same job: a later state, or more done in the same one. */
export function isJobNewer(incoming: TJob, known: TJob): boolean {
  const step = STEP[incoming.state] - STEP[known.state];
  return step > 0 || (step === 0 && incoming.done >= known.done);
}

/** « 1 234 / 200 000 lignes », « 200 000 lignes », or the file: what the panel says under a job. */
export function jobProgressText(job: TJob): string {
  if (job.state === 'done')
    return job.resultName
      ? `${formatInteger(job.done)} ligne${job.done > 1 ? 's' : ''} · ${formatFileSize(job.resultBytes ?? 0)}`
      : `${formatInteger(job.done)} ligne${job.done > 1 ? 's' : ''}`;
  if (job.total === null) return job.state === 'queued' ? 'En attente d’un serveur libre' : 'Préparation…';
  return `${formatInteger(job.done)} / ${formatInteger(job.total)} ligne${job.total > 1 ? 's' : ''}`;
}
