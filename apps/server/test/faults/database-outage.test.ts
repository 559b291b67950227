/**
 * Issue 7, Faults: PostgreSQL stops under load. Meanwhile the server stays up and answers 503 with a French
 * message (never a 500), and it serves again by itself once the database is back, without a restart.
 */
import { DATABASE_UNAVAILABLE_MESSAGE } from '@batir/shared/messages';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabase, freshDatabase, startCluster, stopCluster } from './cluster';
import { counterMismatches, prospectsByMarker } from './consistency';
import { killServer, prospectBody, removeDataDirs, type ServerProcess, signIn, startServer } from './server';

const DATABASE = 'batir_faults_outage';
const CONCURRENCY = 6;

let server: ServerProcess | null = null;

afterAll(async () => {
  await killServer(server);
  // Whatever happened, the cluster is up for the clean-up (the global teardown stops it).
  await startCluster().catch(() => {});
  await dropDatabase(DATABASE).catch(() => {});
  removeDataDirs();
});

/** A short-lived connection: a long one would have to survive the outage itself. */
async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Waits until `condition` holds, checking every 100 ms. */
async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Délai dépassé : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The Socket.IO adapter's LISTEN session, by which servers relay live events to one another. */
async function listenSessions(url: string): Promise<number> {
  const rows = await query<{ n: number }>(
    url,
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and query ilike 'listen %'`,
  );
  return rows[0]?.n ?? 0;
}

type Exchange = {
  route: 'list' | 'create' | 'health';
  marker?: string;
  startedAt: number;
  endedAt: number;
  status: number;
  contentType: string;
  body: string;
  retryAfter: string | null;
};

describe('PostgreSQL stopped under load', () => {
  it('answers 503 with a French message meanwhile, never a 500, and recovers by itself', async () => {
    const databaseUrl = await freshDatabase(DATABASE);
    server = await startServer(databaseUrl);
    const target = server;
    const [salesman] = await query<{ id: number }>(
      databaseUrl,
      `select id from users where email = 'commercial@demo.batir.fr'`,
    );
    const salesmanId = salesman?.id ?? 0;
    const token = await signIn(target, 'admin@demo.batir.fr');
    await until('la session LISTEN du temps réel', async () => (await listenSessions(databaseUrl)) > 0);

    const exchanges: Exchange[] = [];
    let running = true;
    let next = 0;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const worker = async () => {
      while (running) {
        const index = next++;
        const route = (['list', 'create', 'health'] as const)[index % 3] ?? 'list';
        const marker = route === 'create' ? `coupure-${index}` : undefined;
        const startedAt = Date.now();
        try {
          const response =
            route === 'list'
              ? await fetch(`${target.url}/api/prospects?tile=toContact`, { headers })
              : route === 'health'
                ? await fetch(`${target.url}/api/health`)
                : await fetch(`${target.url}/api/prospect`, {
                    method: 'POST',
                    headers,
                    body: JSON.stringify(prospectBody(marker ?? '', salesmanId)),
                    signal: AbortSignal.timeout(30_000),
                  });
          exchanges.push({
            route,
            ...(marker ? { marker } : {}),
            startedAt,
            endedAt: Date.now(),
            status: response.status,
            contentType: response.headers.get('content-type') ?? '',
            body: await response.text(),
            retryAfter: response.headers.get('retry-after'),
          });
        } catch (error) {
          // The server must keep answering: a refused or cut connection is a failure of the test.
          exchanges.push({
            route,
            ...(marker ? { marker } : {}),
            startedAt,
            endedAt: Date.now(),
            status: 0,
            contentType: '',
            body: String(error),
            retryAfter: null,
          });
        }
        // A small pause keeps the load steady rather than saturating the two shared cores.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, worker);
    const countSince = (time: number) => exchanges.filter((exchange) => exchange.startedAt >= time).length;

    // Normal service first.
    await until('30 réponses avant la panne', () => exchanges.length >= 30);

    // PostgreSQL stops (fast shutdown: sessions cut with 57P01) while requests are flowing.
    const stopping = Date.now();
    await stopCluster();
    const stopped = Date.now();
    await until('30 réponses pendant la panne', () => countSince(stopped) >= 30);
    expect(target.child.signalCode, target.output()).toBeNull();
    expect(target.child.exitCode, `le serveur s'est arrêté avec la base :\n${target.output()}`).toBeNull();
    const health = await fetch(`${target.url}/api/health`);
    const healthBody = await health.json();
    const login = await fetch(`${target.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.batir.fr', password: 'Demo1234!' }),
    });
    const loginBody = await login.json();

    // PostgreSQL comes back: the server serves again by itself.
    const starting = Date.now();
    await startCluster();
    await until(
      '/api/health de nouveau 200',
      async () => (await fetch(`${target.url}/api/health`)).status === 200,
    );
    const recovered = Date.now();
    await until('30 réponses après le retour', () => countSince(recovered) >= 30);
    running = false;
    await Promise.all(workers);

    const duringOutage = exchanges.filter((e) => e.startedAt >= stopped && e.endedAt <= starting);
    const afterRecovery = exchanges.filter((e) => e.startedAt >= recovered);
    const unavailable = exchanges.filter((e) => e.status === 503);
    const summary = (list: Exchange[]) =>
      list.map((e) => `${e.route} ${e.status} ${e.body.slice(0, 200)}`).filter((line) => !/ 200 /.test(line));
    console.info(
      `${exchanges.length} requêtes, ${unavailable.length} réponses 503 ; arrêt en ${stopped - stopping} ms, ` +
        `retour du service ${recovered - starting} ms après le redémarrage de PostgreSQL`,
    );

    // Meanwhile: 503, the French message, a hint to retry; /api/health and sign-in say the same.
    expect(health.status).toBe(503);
    expect(healthBody).toEqual({
      error: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
    expect(login.status).toBe(503);
    expect(loginBody).toEqual({
      error: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
    expect(duringOutage.length).toBeGreaterThanOrEqual(30);
    expect(summary(duringOutage.filter((e) => e.status !== 503))).toEqual([]);
    for (const exchange of unavailable) {
      expect(exchange.contentType).toMatch(/^application\/json/);
      expect(JSON.parse(exchange.body)).toEqual({
        error: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: DATABASE_UNAVAILABLE_MESSAGE,
      });
      expect(exchange.retryAfter).toBe('5');
    }
    // Never anything but 200 or 503: no 500, no stack trace, no cut connection.
    expect(summary(exchanges.filter((e) => e.status !== 200 && e.status !== 503))).toEqual([]);
    // After: everything works again, the live-event relay included.
    expect(afterRecovery.length).toBeGreaterThanOrEqual(30);
    expect(summary(afterRecovery.filter((e) => e.status !== 200))).toEqual([]);
    await until(
      'la session LISTEN du temps réel rouverte',
      async () => (await listenSessions(databaseUrl)) > 0,
    );
    expect(target.child.exitCode, target.output()).toBeNull();

    // Writes acknowledged are there; the others are whole or absent; the counters agree with a recount.
    const creations = exchanges.filter((e) => e.route === 'create');
    const acknowledged = creations.filter((e) => e.status === 200).map((e) => e.marker ?? '');
    const whole = { customers: 1, projects: 1, audits: 1 };
    const absent = { customers: 0, projects: 0, audits: 0 };
    await withClient(databaseUrl, async (client) => {
      const states = await prospectsByMarker(
        client,
        creations.map((e) => e.marker ?? ''),
      );
      for (const marker of acknowledged) expect(states.get(marker), marker).toMatchObject(whole);
      for (const exchange of creations.filter((e) => e.status !== 200)) {
        const state = states.get(exchange.marker ?? '');
        const { customers, projects, audits } = state ?? absent;
        expect([absent, whole], exchange.marker).toContainEqual({ customers, projects, audits });
      }
      expect(await counterMismatches(client)).toEqual([]);
    });
  });
});
