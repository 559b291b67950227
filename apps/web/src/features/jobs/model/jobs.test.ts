import type { TJob } from '@batir/shared/jobs';
import { describe, expect, it } from 'vitest';
import { isJobEvent, isJobNewer, jobProgressText } from './jobs';

const job = (over: Partial<TJob> = {}): TJob => ({
  id: 1,
  kind: 'export',
  label: 'Prospects (CSV)',
  state: 'running',
  done: 500,
  total: 200_000,
  error: null,
  hasResult: false,
  resultName: null,
  resultBytes: null,
  createdAt: '2026-11-26T13:30:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...over,
});

describe('jobs in the panel', () => {
  it('keep the newer of two states of one job, whatever order they arrive in', () => {
    const queued = job({ state: 'queued', done: 0 });
    const done = job({ state: 'done', done: 200_000, hasResult: true });
    expect(isJobNewer(done, queued)).toBe(true);
    expect(isJobNewer(queued, done)).toBe(false);
    expect(isJobNewer(job({ done: 1000 }), job({ done: 500 }))).toBe(true);
    expect(isJobNewer(job({ done: 500 }), job({ done: 1000 }))).toBe(false);
    expect(isJobNewer(job({ state: 'cancelled' }), job())).toBe(true);
  });

  it('say how far a job is in French', () => {
    expect(jobProgressText(job({ done: 1234 }))).toBe('1\u00a0234 / 200\u00a0000 lignes');
    expect(jobProgressText(job({ state: 'queued', total: null, done: 0 }))).toBe(
      'En attente d’un serveur libre',
    );
    expect(jobProgressText(job({ state: 'done', done: 1, resultName: 'a.csv', resultBytes: 313 }))).toBe(
      '1 ligne · 313\u00a0octets',
    );
  });

  it('take only well-formed live events', () => {
    expect(isJobEvent(job())).toBe(true);
    expect(isJobEvent({ id: 1, label: 'x', done: 0, state: 'lost' })).toBe(false);
    expect(isJobEvent(null)).toBe(false);
  });
});
