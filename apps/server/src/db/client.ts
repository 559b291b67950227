import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChangeFeed, isReadStatement, localChangeFeed, postgresChangeFeed } from './change-feed';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which database runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository function runs on: the database, or the transaction its caller opened. */
export type Db = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool, for what needs a raw connection (Socket.IO's adapter listens on one). */
  pool?: pg.Pool;
  /** When cached reads go out of date (db/change-feed.ts); told of every write made through this handle. */
  changes: ChangeFeed;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** Told of each connection the database drops (stopped, restarted…); by default a line on stderr. */
      onConnectionError?: (error: Error) => void;
    };

function logConnectionError(error: Error): void {
  const code = (error as { code?: string }).code;
  console.warn(`Base de données : connexion perdue${code ? ` (${code})` : ''} : ${error.message}`);
}

/**
 * A pool that survives PostgreSQL going away. node-postgres emits 'error' on a client whose session ends
 * (57P01 when the server stops, a reset socket…): on the pool for idle clients, on the client itself for
 * one checked out (Socket.IO's LISTEN connection); unheard, either event would kill the process. The pool
 * drops dead clients and opens new ones on demand, so service comes back with the database.
 */
function resilientPool(
  options: Extract<DatabaseOptions, { kind: 'postgres' }>,
  changes: ChangeFeed,
): pg.Pool {
  const report = options.onConnectionError ?? logConnectionError;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // Detects a server that vanished without closing the socket (host down, network cut).
    keepAlive: true,
    // pg closes a connection idle for 10 s by default; under light traffic a request then often met a new
    // one: connect, plus a cold catalog cache (planning a search over `projects` and its indexes took 5 ms
    // instead of 0.9). The bench saw connections a second old all the time. Kept 5 minutes; idle ones do not
    // hold a script's process open (allowExitOnIdle).
    idleTimeoutMillis: 5 * 60_000,
    allowExitOnIdle: true,
  });
  // An idle client's error reaches both the pool and the client's own listener below: reported once, there.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', report);
    watchWrites(client, changes);
  });
  return pool;
}

/**
 * Moves the change feed when a write statement or a commit ends on this client, before its caller resumes
 * (the feed's callback is attached first). Drizzle sends promise-style queries, pg-pool callback-style ones.
 */
function watchWrites(client: pg.PoolClient, changes: ChangeFeed) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const first = args[0] as string | { text?: string; submit?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (typeof text !== 'string' || isReadStatement(text)) return query(...args);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...results: unknown[]) => void;
      args[last] = (...results: unknown[]) => {
        changes.bump();
        callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(changes.bump, changes.bump);
    return result;
  }) as typeof client.query;
}

/** Opens PGlite (a folder, or memory when dataDir is null) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const changes = postgresChangeFeed({
      url: options.url,
      onError: options.onConnectionError ?? logConnectionError,
    });
    const pool = resilientPool(options, changes);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      pool,
      changes,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      async close() {
        await changes.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One options object: a second argument would be silently ignored.
  const client = new PGlite({
    extensions: { pg_trgm, unaccent },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const changes = localChangeFeed();
  watchPgliteWrites(client, changes);
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    changes,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * PGlite runs one statement at a time in this process: a write or a transaction that has ended moves the feed.
 * (A transaction's own statements run on its handle and are announced once, when it ends.)
 */
function watchPgliteWrites(client: PGlite, changes: ChangeFeed) {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    if (isReadStatement(args[0])) return query(...args);
    try {
      return await query(...args);
    } finally {
      changes.bump();
    }
  }) as PGlite['query'];
  const exec = client.exec.bind(client);
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    try {
      return await exec(...args);
    } finally {
      changes.bump();
    }
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    try {
      return await transaction(...args);
    } finally {
      changes.bump();
    }
  }) as PGlite['transaction'];
}
