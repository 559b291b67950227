import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@batir/shared/constants';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, type DatabaseHandle, openDatabase, type Tx } from '../src/db/client';
import { auditLog, projectHistory, users } from '../src/db/schema';
import { databaseUrl } from './database-url';

export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.batir.fr',
  technical: 'technique@demo.batir.fr',
  salesman: 'commercial@demo.batir.fr',
  gridOperator: 'reseau@demo.batir.fr',
  customer: 'client@demo.batir.fr',
  craftsman: 'artisan@demo.batir.fr',
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

export const TEST_JWT_SECRET = 'secret-de-test-secret-de-test-secret-de-test';

/** A fresh copy of the seeded template database, private to the calling test file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `batir_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const handle = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl, name),
      maxConnections: 4,
    });
    return {
      ...handle,
      async close() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name}`);
        await dropper.end();
      },
    };
  }
  const dump = await readFile(template);
  return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([dump]) });
}

/**
 * Rows of raw SQL, for the tests' own checks (recounts, the catalogue, rows written behind the API's back).
 * Product code never reads untyped rows: it uses the query builder, or `hotRows` (src/db/hot-rows.ts).
 */
export async function sqlRows<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
};

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'extraRoutes'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST: 'apps/web/dist-absent-in-tests',
      // Uploads in tests never land in the repository's data folder.
      FILES_DIR: path.join(tmpdir(), `batir-test-files-${process.pid}`),
    }),
    ...overrides,
  };
  const app = await buildApp({
    config,
    db: database.db,
    changes: database.changes,
    logger: false,
    extraRoutes: options.extraRoutes,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let ipCounter = 0;
/** A distinct client address, so the per-address sign-in limit of one test does not leak into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function login(app: FastifyInstance, role: DemoRole, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_ACCOUNTS[role], password },
    remoteAddress: nextIp(),
  });
  if (response.statusCode !== 200) throw new Error(`login ${role}: ${response.statusCode} ${response.body}`);
  return response.json().token as { accessToken: string; refreshToken: string; refreshTokenDate: string };
}

export function bearer(token: string): InjectOptions['headers'] {
  return { authorization: `Bearer ${token}` };
}

/** The id of a demo account, read from the test database. */
export async function demoUserId(t: TestApp, role: DemoRole): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS[role]));
  if (!row) throw new Error(`no demo ${role}`);
  return row.id;
}

/**
 * Runs `run` while the audit row of `action` cannot be written (a trigger refuses it): a command fails at its
 * very end, after its body and its history lines — what it wrote must all be rolled back.
 */
export async function withFailingAudit<T>(db: Database, action: string, run: () => Promise<T>): Promise<T> {
  if (!/^[\w.:-]+$/.test(action)) throw new Error(`withFailingAudit: unexpected action name ${action}`);
  await db.execute(
    sql.raw(`create function test_fail_audit() returns trigger language plpgsql as $$
      begin
        if new.action = '${action}' then raise exception 'audit refused by the test'; end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql`create trigger test_fail_audit before insert on audit_log for each row execute function test_fail_audit()`,
  );
  try {
    return await run();
  } finally {
    await db.execute(sql`drop trigger test_fail_audit on audit_log`);
    await db.execute(sql`drop function test_fail_audit()`);
  }
}

/**
 * How many timeline lines of `historyKind` (all kinds when omitted) and audit rows of `auditAction` a project
 * has: what a command that failed must not have added (see withFailingAudit).
 */
export async function projectTrail(
  db: Database,
  projectId: number,
  trail: { historyKind?: string; auditAction: string },
): Promise<{ history: number; audit: number }> {
  const [history] = await db
    .select({ n: count() })
    .from(projectHistory)
    .where(
      and(
        eq(projectHistory.projectId, projectId),
        trail.historyKind ? eq(projectHistory.kind, trail.historyKind) : undefined,
      ),
    );
  const [audit] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, trail.auditAction), eq(auditLog.entityId, String(projectId))));
  return { history: history?.n ?? 0, audit: audit?.n ?? 0 };
}
