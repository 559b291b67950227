import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { files, jobs } from '../../db/schema';
import { STALE_REASON } from './job-runner';
import { reportProgress } from './jobs.repository';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  // No polling by itself: each test says when the runner looks at the queue.
  t = await createTestApp({ jobPollMs: 600_000 });
  admin = (await login(t.app, 'admin')).accessToken;
  adminId = await demoUserId(t, 'admin');
});
afterAll(() => t.close());

/** A small export job of the admin's, written straight into the queue (as another process would find it). */
async function insertJob(values: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      kind: 'export',
      ownerId: adminId,
      label: 'Prospects (CSV)',
      input: {
        list: 'prospects',
        format: 'csv',
        query: { search: 'muller' },
        columns: ['customerName'],
        caller: { userId: adminId, roles: ['admin'], team: [] },
      },
      ...values,
    })
    .returning();
  if (!row) throw new Error('job not inserted');
  return row.id;
}

const jobRow = async (id: number) => {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
};
const stale = { state: 'running', runner: 'serveur-arrete', heartbeatAt: new Date(Date.now() - 5 * 60_000) };

describe('job runner', () => {
  it('takes up a job whose server stopped; fails it in French the second time; ends a cancelled one', async () => {
    const again = await insertJob({ ...stale, attempts: 1 });
    const twice = await insertJob({ ...stale, attempts: 2 });
    const cancelled = await insertJob({ ...stale, attempts: 1, cancelRequestedAt: new Date() });
    await t.app.jobs.poll();
    await t.app.jobs.idle();

    expect(await jobRow(again)).toMatchObject({ state: 'done', attempts: 2, done: 1, error: null });
    expect((await jobRow(again))?.resultFileId).not.toBeNull();
    expect(await jobRow(twice)).toMatchObject({ state: 'failed', error: STALE_REASON, resultFileId: null });
    expect(await jobRow(cancelled)).toMatchObject({ state: 'cancelled', error: null });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(admin) })).json();
    expect(listed.jobs.find((job: { id: number }) => job.id === twice)).toMatchObject({
      state: 'failed',
      error: STALE_REASON,
      hasResult: false,
    });
    const noFile = await t.app.inject({
      method: 'GET',
      url: `/api/job/${twice}/link`,
      headers: bearer(admin),
    });
    expect(noFile.statusCode).toBe(409);
    expect(noFile.json().code).toBe('JOB_NO_RESULT');
  });

  it('cancels a waiting job at once, asks a running one to stop, and refuses an ended one', async () => {
    const cancel = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/job/${id}/cancel`, headers: bearer(admin) });
    const waiting = await insertJob();
    const res = await cancel(waiting);
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({ state: 'cancelled' });
    const over = await cancel(waiting);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'JOB_OVER', message: 'Cette tâche est déjà terminée.' });

    const running = await insertJob({ state: 'running', runner: 'autre-serveur', heartbeatAt: new Date() });
    expect((await cancel(running)).json().job).toMatchObject({ state: 'running' });
    // Its runner learns it at its next progress report, and stops.
    expect(await reportProgress(t.database.db, running, 'autre-serveur', { done: 10, total: 100 })).toBe(
      false,
    );
    expect(await reportProgress(t.database.db, running, 'un-troisieme', { done: 10, total: 100 })).toBe(
      false,
    );

    const bad = await t.app.inject({ method: 'POST', url: '/api/job/abc/cancel', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    const missing = await cancel(999_999);
    expect(missing.statusCode).toBe(404);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two servers on one PostgreSQL database never run a job twice',
    async () => {
      const second = await buildApp({ config: t.config, db: t.database.db, logger: false });
      await second.ready();
      try {
        const ids: number[] = [];
        for (let i = 0; i < 12; i += 1) ids.push(await insertJob());
        await Promise.all([t.app.jobs.poll(), second.jobs.poll(), t.app.jobs.poll(), second.jobs.poll()]);
        for (let round = 0; round < 50; round += 1) {
          await Promise.all([t.app.jobs.idle(), second.jobs.idle()]);
          const rows = await t.database.db.select().from(jobs).where(inArray(jobs.id, ids));
          if (rows.every((row) => row.state === 'done')) break;
          await Promise.all([t.app.jobs.poll(), second.jobs.poll()]);
        }
        const rows = await t.database.db.select().from(jobs).where(inArray(jobs.id, ids));
        // Each job claimed once (a claim counts an attempt) and ended with one file.
        expect(rows.map((row) => [row.state, row.attempts])).toEqual(ids.map(() => ['done', 1]));
        const written = await t.database.db
          .select({ id: files.id })
          .from(files)
          .where(
            inArray(
              files.id,
              rows.map((row) => row.resultFileId ?? 0),
            ),
          );
        expect(written).toHaveLength(12);
      } finally {
        await second.close();
      }
    },
  );
});
