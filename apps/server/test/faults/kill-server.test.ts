/**
 * Issue 7, Faults: the server is killed (SIGKILL) in the middle of a burst of concurrent writes, then
 * restarted on the same database. Every write it acknowledged is there; no write is half done.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabase, freshDatabase } from './cluster';
import { counterMismatches, prospectsByMarker } from './consistency';
import { killServer, prospectBody, removeDataDirs, type ServerProcess, signIn, startServer } from './server';

const DATABASE = 'batir_faults_kill';
const WRITES = 600;
const CONCURRENCY = 16;
/** Acknowledged writes wanted before the kill, so there is something to find after the restart. */
const ACKNOWLEDGED_BEFORE_KILL = 25;

let server: ServerProcess | null = null;
let monitor: pg.Client | null = null;

afterAll(async () => {
  await killServer(server);
  await monitor?.end().catch(() => {});
  await dropDatabase(DATABASE).catch(() => {});
  removeDataDirs();
});

type Outcome = { projectId: number; customerId: number };

describe('SIGKILL of the server during concurrent writes (PostgreSQL)', () => {
  it('keeps every acknowledged write and no half-written one, counters included, after a restart', async () => {
    const databaseUrl = await freshDatabase(DATABASE);
    server = await startServer(databaseUrl);
    const port = Number(new URL(server.url).port);
    monitor = new pg.Client({ connectionString: databaseUrl });
    await monitor.connect();
    const db = monitor;
    const [salesman] = (
      await db.query<{ id: number }>(`select id from users where email = 'commercial@demo.batir.fr'`)
    ).rows;
    expect(salesman).toBeDefined();
    const salesmanId = salesman?.id ?? 0;
    const token = await signIn(server, 'admin@demo.batir.fr');
    expect(await counterMismatches(db)).toEqual([]);

    const target = server;
    const acknowledged = new Map<string, Outcome>();
    const refused: string[] = [];
    const failed: string[] = [];
    let next = 0;
    let inFlight = 0;
    let killed = false;

    const worker = async () => {
      while (!killed && next < WRITES) {
        const marker = `panne-${next++}`;
        inFlight++;
        try {
          const response = await fetch(`${target.url}/api/prospect`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(prospectBody(marker, salesmanId)),
            signal: AbortSignal.timeout(30_000),
          });
          const body = (await response.json()) as Outcome;
          if (response.ok) acknowledged.set(marker, body);
          else refused.push(`${marker} : ${response.status} ${JSON.stringify(body)}`);
        } catch {
          // The connection died with the server: not acknowledged, may or may not be written.
          failed.push(marker);
        } finally {
          inFlight--;
        }
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, worker);

    // Kill once enough writes are acknowledged and, at that instant, the server has transactions open in
    // PostgreSQL: the kill lands in the middle of writes, not between them.
    let openAtKill = 0;
    let inFlightAtKill = 0;
    while (!killed && next < WRITES) {
      if (acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL) {
        const { rows } = await db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null
             and backend_type = 'client backend'`,
        );
        openAtKill = rows[0]?.n ?? 0;
        if (openAtKill > 0) {
          inFlightAtKill = inFlight;
          target.child.kill('SIGKILL');
          killed = true;
          break;
        }
      } else {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    await Promise.all(workers);
    await target.exited;
    const attempted = Array.from({ length: next }, (_, index) => `panne-${index}`);

    console.info(
      `SIGKILL après ${acknowledged.size} écritures acquittées, ${openAtKill} transactions ouvertes, ` +
        `${inFlightAtKill} requêtes en vol, ${failed.length} coupées`,
    );
    expect(killed, 'le serveur a fini la rafale avant le SIGKILL').toBe(true);
    expect(refused).toEqual([]);
    expect(openAtKill).toBeGreaterThan(0);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(failed.length, 'aucune requête coupée par le SIGKILL').toBeGreaterThan(0);

    // PostgreSQL notices the dead connections and rolls their transactions back.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      if (rows[0]?.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${rows[0]?.n} sessions du serveur tué encore ouvertes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    server = await startServer(databaseUrl, port);

    // Every acknowledged write is there, whole.
    for (const [marker, outcome] of acknowledged) {
      const { rows } = await db.query<{ customer_id: number; email: string; is_prospect: boolean }>(
        `select p.customer_id, c.email, p.is_prospect from projects p join customers c on c.id = p.customer_id
         where p.id = $1`,
        [outcome.projectId],
      );
      expect(rows, marker).toEqual([
        { customer_id: outcome.customerId, email: `${marker}@exemple.fr`, is_prospect: true },
      ]);
    }
    // Every attempted write is all there or not at all: customer, project and audit row together.
    const states = await prospectsByMarker(db, attempted);
    const halfWritten = [...states.entries()].filter(
      ([, state]) =>
        !(
          (state.customers === 0 && state.projects === 0 && state.audits === 0) ||
          (state.customers === 1 && state.projects === 1 && state.audits === 1)
        ),
    );
    expect(halfWritten).toEqual([]);
    const written = [...states.values()].filter((state) => state.customers === 1).length;
    expect(written).toBeGreaterThanOrEqual(acknowledged.size);
    // Nowhere a project without its customer nor a customer without a project.
    const { rows: orphans } = await db.query<{ n: number }>(
      `select (select count(*)::int from projects p where not exists
                (select 1 from customers c where c.id = p.customer_id))
            + (select count(*)::int from customers c where c.email like 'panne-%' and not exists
                (select 1 from projects p where p.customer_id = c.id)) as n`,
    );
    expect(orphans[0]?.n).toBe(0);
    expect(await counterMismatches(db)).toEqual([]);

    // The restarted server serves the same data and takes new writes.
    const again = await signIn(server, 'admin@demo.batir.fr');
    const list = await fetch(`${server.url}/api/prospects?tile=toContact&search=panne-0`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(list.status).toBe(200);
    const created = await fetch(`${server.url}/api/prospect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${again}` },
      body: JSON.stringify(prospectBody('apres-reprise', salesmanId)),
    });
    expect(created.status).toBe(200);
    expect((await prospectsByMarker(db, ['apres-reprise'])).get('apres-reprise')).toEqual({
      marker: 'apres-reprise',
      customers: 1,
      projects: 1,
      audits: 1,
    });
    expect(await counterMismatches(db)).toEqual([]);
  });
});
