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

/** « 1 234 / 200 000 lignes », « 200 000 lignes », or the file: what the panel says under a job. */
export function jobProgressText(job: TJob): string {
  if (job.state === 'done')
    return job.resultName
      ? `${formatInteger(job.done)} ligne${job.done > 1 ? 's' : ''} · ${formatFileSize(job.resultBytes ?? 0)}`
      : `${formatInteger(job.done)} ligne${job.done > 1 ? 's' : ''}`;
  if (job.total === null) return job.state === 'queued' ? 'En attente d’un serveur libre' : 'Préparation…';
  return `${formatInteger(job.done)} / ${formatInteger(job.total)} ligne${job.total > 1 ? 's' : ''}`;
}
