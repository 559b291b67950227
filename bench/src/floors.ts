/**
 * The two floors the endpoints are compared with, measured in the same run on the same machine:
 * - HTTP: a Fastify route answering a constant (bare-server.ts), loaded like the endpoints;
 * - SQL: the statements each endpoint runs, sent straight to the database with no HTTP and no Fastify.
 *   They are captured, not copied: the server's own app (buildApp, same repositories and services) answers
 *   each request of a probe in this process through `inject`, on a Drizzle handle whose logger records
 *   every statement and its parameters (and, on PostgreSQL, when each ran). They are then replayed for
 *   `floorSeconds` as the server sent them: in order, those it ran together (Promise.all) together, on a
 *   node-postgres pool (`pg`) of the server's size, or on PGlite's own client (which runs one at a time, as
 *   in the server). A request's floor is the time of all its statements.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config, loadConfig } from '../../apps/server/src/config';
import { type Database, type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { load, type Probe, paced, type Run } from './load';
import { type Options, ROOT } from './options';
import { serverEnv, startBareServer } from './server';

type BuildApp = (options: { config: Config; db: Database; logger: false }) => Promise<FastifyInstance>;
/** What the SQL floor takes from the measured tree: its app, its schema (Drizzle's), its configuration. */
type ServerCode = { buildApp: BuildApp; schema: Record<string, unknown>; loadConfig: typeof loadConfig };
const serverCode = new Map<string, Promise<ServerCode>>();

/**
 * The server's buildApp, schema and configuration, imported by path from `root` (this tree, or the
 * worktree of --compare): imported by name, this workspace's typecheck would follow the whole server under
 * bench/tsconfig.json (DOM typings), where some of its Node-only code does not typecheck. run.ts loads it
 * at the start, so the bench runs the server code as it was when the run began.
 */
export function loadServerCode(root = ROOT): Promise<ServerCode> {
  const file = (name: string) => pathToFileURL(path.join(root, 'apps/server/src', name)).href;
  let loaded = serverCode.get(root);
  if (!loaded) {
    loaded = Promise.all([
      import(file('app.ts')),
      import(file('db/schema/index.ts')),
      import(file('config.ts')),
    ]).then(([app, schemaModule, config]) => ({
      buildApp: (app as { buildApp: BuildApp }).buildApp,
      schema: schemaModule as Record<string, unknown>,
      loadConfig: (config as { loadConfig: typeof loadConfig }).loadConfig,
    }));
    serverCode.set(root, loaded);
  }
  return loaded;
}

/** The bare route under the same two phases as every endpoint. */
export async function measureBareRoute(options: Options): Promise<{ steady: Run; saturated: Run }> {
  const bare = await startBareServer();
  try {
    const requests = [{ method: 'GET' as const, path: '/', headers: {} }];
    await load(bare.url, requests, { seconds: 1, connections: options.connections });
    const steady = await paced(bare.url, requests, { seconds: options.duration, rate: options.rate });
    const saturated = await load(bare.url, requests, {
      seconds: options.duration,
      connections: options.connections,
    });
    return { steady, saturated };
  } finally {
    await bare.stop();
  }
}

/** A SQL floor runs one request at a time, without waiting: hundreds of requests in 1 s (--quick), 5 s else. */
export const floorSeconds = (options: Options) => (options.quick ? 1 : Math.min(options.duration, 5));

/** `start`/`end`: when the statement ran during the capture (PostgreSQL pool queries only). */
/**
 * With --quick, the SQL floor of a probe replays its first 20 requests only (each captured costs two answers
 * of the server): with the requests interleaved (probes.ts), every scenario of the endpoint is among them.
 */
const QUICK_CAPTURES = 20;

type Statement = { text: string; params: unknown[]; start?: number; end?: number };
/**
 * `sample`: the statements of the probe's first request, as captured (written to latest.json); « ∥ » marks
 * one the server runs while the previous is still running.
 */
export type SqlFloor = {
  run: Run;
  statementsPerRequest: number;
  sample: string[];
  /**
   * Mean planning time of the probe's reads (SELECT and WITH statements), in ms per statement: EXPLAIN
   * (SUMMARY) of each as the server sent it, its parameters bound, the least of three (planning only: a
   * statement is not run). What more indexes on a table cost each query that reads it.
   */
  planningMs: number | null;
};

const READ_STATEMENT = /^\s*(select|with)\b/i;
/** At most this many statements of a probe are planned (its requests are alike). */
const PLANNED_STATEMENTS = 40;

/** See SqlFloor.planningMs. */
async function planningTime(
  execute: (statement: Statement) => Promise<{ rows: unknown[] }>,
  statements: Statement[],
): Promise<number | null> {
  const times: number[] = [];
  for (const statement of statements
    .filter((entry) => READ_STATEMENT.test(entry.text))
    .slice(0, PLANNED_STATEMENTS)) {
    let best = Number.POSITIVE_INFINITY;
    for (let pass = 0; pass < 3; pass += 1) {
      const { rows } = await execute({
        text: `explain (summary) ${statement.text}`,
        params: statement.params,
      });
      const line = rows
        .map((row) => Object.values(row as Record<string, string>)[0] ?? '')
        .find((text) => text.startsWith('Planning Time:'));
      const value = Number(line?.match(/([\d.]+) ms/)?.[1]);
      if (Number.isFinite(value)) best = Math.min(best, value);
    }
    if (Number.isFinite(best)) times.push(best);
  }
  return times.length ? times.reduce((sum, time) => sum + time, 0) / times.length : null;
}

/** The database in this process, once the server has stopped (PGlite admits one process at a time). */
export function openBenchDatabase(options: Options): Promise<DatabaseHandle> {
  return openDatabase(
    options.databaseUrl
      ? { kind: 'postgres', url: options.databaseUrl }
      : { kind: 'pglite', dataDir: options.pgliteDir },
  );
}

/**
 * The statements of a request in waves: a statement issued while one of the current wave still runs joins
 * it (the server awaits them together: Promise.all), else it starts the next wave.
 */
function waves(statements: Statement[]): Statement[][] {
  const result: Statement[][] = [];
  let waveEnd = Number.NEGATIVE_INFINITY;
  for (const statement of statements) {
    const current = result.at(-1);
    const joins = current && statement.start !== undefined && statement.start < waveEnd;
    if (joins) current.push(statement);
    else result.push([statement]);
    // A statement without timing (in a transaction, or on PGlite) runs alone: the next one starts a wave.
    if (statement.end === undefined) waveEnd = Number.NEGATIVE_INFINITY;
    else waveEnd = joins ? Math.max(waveEnd, statement.end) : statement.end;
  }
  return result;
}

/**
 * The PostgreSQL pool as Drizzle sees it during the capture: each `query` notes when it starts and ends on
 * the statement the logger has just recorded, so the replay runs together what the server ran together.
 */
function timedPool(pool: pg.Pool, captured: () => Statement[] | null): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') {
        return (config: string | { text: string }, ...rest: unknown[]) => {
          const text = typeof config === 'string' ? config : config.text;
          const statement = captured()?.findLast((entry) => entry.text === text && entry.start === undefined);
          if (statement) statement.start = performance.now();
          const result = (target.query as (...args: unknown[]) => Promise<unknown>)(config, ...rest);
          const done = () => {
            if (statement) statement.end = performance.now();
          };
          result.then(done, done);
          return result;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The SQL floor of each read probe, by probe name. */
export async function measureSqlFloors(
  options: Options,
  database: DatabaseHandle,
  probes: Probe[],
  filesDir: string,
): Promise<Map<string, SqlFloor>> {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  let captured: Statement[] | null = null;
  const logger: Logger = {
    logQuery(text, params) {
      captured?.push({ text, params });
    },
  };
  const pool = database.kind === 'postgres' ? (client as pg.Pool) : null;
  const code = await loadServerCode(options.serverRoot);
  const schema = code.schema;
  const db = (pool
    ? drizzlePg(
        timedPool(pool, () => captured),
        { schema, logger },
      )
    : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Database;
  // The outbox worker's polls would slip their statements into a request's capture: it never polls here.
  const config = { ...code.loadConfig(serverEnv(options, 0, filesDir)), outboxPollMs: 2 ** 31 - 1 };
  const buildApp = code.buildApp;
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  // As the server sends them: each statement on a connection of the pool (node-postgres), or PGlite's client.
  const execute = (statement: Statement): Promise<{ rows: unknown[] }> =>
    pool
      ? pool.query(statement.text, statement.params)
      : (client as PGlite).query(statement.text, statement.params);
  const floors = new Map<string, SqlFloor>();
  try {
    for (const probe of probes) {
      const perRequest: Statement[][][] = [];
      for (const request of probe.requests.slice(0, options.quick ? QUICK_CAPTURES : undefined)) {
        // Twice, the second kept: what the server caches in memory after a first request is not read again.
        for (let pass = 0; pass < 2; pass += 1) {
          captured = [];
          const response = await app.inject({ method: 'GET', url: request.path, headers: request.headers });
          if (response.statusCode !== 200) {
            throw new Error(`Plancher SQL, ${request.path} : ${response.statusCode} ${response.body}`);
          }
        }
        perRequest.push(waves(captured ?? []));
        captured = null;
      }
      const replay = async (request: Statement[][]) => {
        for (const wave of request) await Promise.all(wave.map(execute));
      };
      // One untimed pass: the pool opens its connections, PostgreSQL caches the plans' catalog lookups.
      for (const request of perRequest) await replay(request);
      const planningMs = await planningTime(execute, perRequest.flat(2));
      const latencies: number[] = [];
      const started = process.hrtime.bigint();
      const end = started + BigInt(floorSeconds(options) * 1000) * 1_000_000n;
      for (let index = 0; process.hrtime.bigint() < end; index += 1) {
        const before = process.hrtime.bigint();
        await replay(perRequest[index % perRequest.length] ?? []);
        latencies.push(Number(process.hrtime.bigint() - before) / 1e6);
      }
      const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
      const total = perRequest.reduce((sum, request) => sum + request.flat().length, 0);
      floors.set(probe.name, {
        run: { latencies, errors: 0, elapsed },
        statementsPerRequest: total / Math.max(1, perRequest.length),
        planningMs,
        sample: (perRequest[0] ?? []).flatMap((wave) =>
          wave.map((statement, index) => `${index ? '∥ ' : ''}${statement.text.replace(/\s+/g, ' ').trim()}`),
        ),
      });
    }
  } finally {
    await app.close();
  }
  return floors;
}
