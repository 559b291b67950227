/**
 * The PostgreSQL pool when the database cuts its sessions (pg_terminate_backend: what a restart does to
 * each of them): the process survives, the pool drops the dead connections and opens new ones.
 */

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { listenerPool } from '../../src/plugins/realtime';
import { sqlRows } from '../helpers';
import { dropDatabase, freshDatabase } from './cluster';

const DATABASE = 'batir_faults_pool';
let handle: DatabaseHandle | null = null;

afterAll(async () => {
  await handle?.close().catch(() => {});
  await dropDatabase(DATABASE).catch(() => {});
});

async function terminateOthers(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

async function until(what: string, condition: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Délai dépassé : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the PostgreSQL pool when sessions are cut', () => {
  it('reports the lost connections, survives them and reconnects; the LISTEN client gives its slot back', async () => {
    const url = await freshDatabase(DATABASE);
    const lost: string[] = [];
    handle = await openDatabase({
      kind: 'postgres',
      url,
      maxConnections: 3,
      onConnectionError: (error) => lost.push((error as { code?: string }).code ?? error.message),
    });
    const { db, pool } = handle;
    if (!pool) throw new Error('pool attendu');
    // Three idle connections and one checked out, as the Socket.IO adapter keeps its LISTEN client.
    await Promise.all([1, 2, 3].map(() => sqlRows(db, sql`select pg_sleep(0.05)`)));
    const relay = listenerPool(pool);
    const listening = await relay.connect();
    await listening.query('listen faults');
    const ended = new Promise((resolve) => listening.once('end', resolve));
    expect(pool.totalCount).toBe(3);

    // Unheard, the 'error' event of an idle or checked-out client would end this very process.
    expect(await terminateOthers(url)).toBe(3);
    await ended;
    await until('connexions mortes retirées du pool', () => pool.totalCount === 0);
    expect(lost).toContain('57P01');

    // New connections on demand: the whole pool is usable again, the LISTEN slot included.
    const again = await Promise.all(
      [1, 2, 3].map(() => sqlRows<{ n: number }>(db, sql`select 1 as n from pg_sleep(0.05)`)),
    );
    expect(again.flat()).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    const relayAgain = await relay.connect();
    await relayAgain.query('listen faults');
    relayAgain.release();
  });
});
