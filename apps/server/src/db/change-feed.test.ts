import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { type DatabaseHandle, openDatabase } from './client';

/**
 * Checked tokens and GET /api/user are answered from memory (lib/read-cache.ts) until the change feed moves:
 * whatever path writes, in this process or another one, the next request must see it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const currentUser = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

describe('in this process', () => {
  it('a write that does not go through the auth service still ends the session at once', async () => {
    const { accessToken } = await login(t.app, 'salesman');
    expect((await currentUser(t.app, accessToken)).statusCode).toBe(200);
    expect((await currentUser(t.app, accessToken)).statusCode).toBe(200);
    const userId = await demoUserId(t, 'salesman');
    await t.database.db.execute(
      sql`update auth_sessions set revoked_at = now() where user_id = ${userId} and revoked_at is null`,
    );
    const refused = await currentUser(t.app, accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/session/i);
  });

  it('a name changed by plain SQL, in a transaction, shows on the next GET /api/user', async () => {
    const { accessToken } = await login(t.app, 'technical');
    const userId = await demoUserId(t, 'technical');
    const before = (await currentUser(t.app, accessToken)).json();
    expect((await currentUser(t.app, accessToken)).json()).toEqual(before);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update users set surname = 'Renommé' where id = ${userId}`);
    });
    expect((await currentUser(t.app, accessToken)).json().user.surname).toBe('Renommé');
  });

  it('the feed moves after each write and each transaction, not after a read', async () => {
    const { changes, db } = t.database;
    const start = changes.generation;
    await db.execute(sql`select 1`);
    await db.execute(
      sql`with recent as materialized (select id, updated_at from users) select count(*) from recent`,
    );
    expect(changes.generation).toBe(start);
    await db.execute(sql`update users set pin_message = pin_message where false`);
    expect(changes.generation).toBeGreaterThan(start);
    // A data-modifying CTE is a write, whatever it returns.
    const beforeCte = changes.generation;
    await db.execute(
      sql`with changed as (update users set pin_message = pin_message where false returning id) select count(*) from changed`,
    );
    expect(changes.generation).toBeGreaterThan(beforeCte);
    const afterWrite = changes.generation;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(changes.generation).toBeGreaterThan(afterWrite);
  });
});

// Several processes share a database only on PostgreSQL.
describe.runIf(process.env.TEST_DATABASE_URL)('between processes (PostgreSQL)', () => {
  let second: DatabaseHandle;
  let other: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    url = String(
      (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString,
    );
    // A second server process: its own pool, its own feed, its own caches.
    second = await openDatabase({ kind: 'postgres', url, maxConnections: 2 });
    other = await buildApp({ config: t.config, db: second.db, changes: second.changes, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await second.close();
  });

  const raw = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  };

  it('what is cached is really served from memory: a change nobody announces is not seen', async () => {
    const { accessToken } = await login(t.app, 'gridOperator');
    const userId = await demoUserId(t, 'gridOperator');
    const before = (await currentUser(t.app, accessToken)).json().user.surname;
    await raw('alter table users disable trigger users_notify_cached_reads');
    try {
      await raw('update users set surname = $1 where id = $2', ['Jamais annoncé', userId]);
      expect((await currentUser(t.app, accessToken)).json().user.surname).toBe(before);
    } finally {
      await raw('alter table users enable trigger users_notify_cached_reads');
    }
    t.database.changes.bump();
    expect((await currentUser(t.app, accessToken)).json().user.surname).toBe('Jamais annoncé');
  });

  it('a sign-out on the other server ends the session here; a new name there shows here', async () => {
    const { accessToken } = await login(t.app, 'admin');
    const userId = await demoUserId(t, 'admin');
    expect((await currentUser(t.app, accessToken)).statusCode).toBe(200);

    const renamed = await other.inject({
      method: 'PUT',
      url: `/api/user/${userId}`,
      headers: bearer(accessToken),
      payload: { surname: 'Autreprocessus', name: 'Admin' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect
      .poll(async () => (await currentUser(t.app, accessToken)).json().user.surname, { timeout: 3000 })
      .toBe('Autreprocessus');

    const out = await other.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(accessToken) });
    expect(out.statusCode, out.body).toBeLessThan(300);
    await expect
      .poll(async () => (await currentUser(t.app, accessToken)).statusCode, { timeout: 3000 })
      .toBe(401);
  });

  it('while the listening connection is lost, nothing is served from memory; it comes back by itself', async () => {
    const { accessToken } = await login(t.app, 'customer');
    const userId = await demoUserId(t, 'customer');
    expect((await currentUser(t.app, accessToken)).statusCode).toBe(200);
    const { changes } = t.database;
    expect(changes.reliable).toBe(true);

    await raw(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen batir_cached_reads%' and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => changes.reliable, { timeout: 3000 }).toBe(false);
    // A write whose announcement nobody hears here.
    await raw('update auth_sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [
      userId,
    ]);
    expect((await currentUser(t.app, accessToken)).statusCode).toBe(401);
    await expect.poll(() => changes.reliable, { timeout: 5000 }).toBe(true);
  });
});
