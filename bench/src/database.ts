/**
 * The bench database: PostgreSQL when DATABASE_URL is set (created if missing), otherwise PGlite in
 * bench/.data/pglite-<n>. Seeded once by `npm run seed -- --scale n`, reused by later runs.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Options, ROOT } from './options';
import { run, serverEnv } from './server';

/** `DATABASE_URL` may name a database that does not exist yet: it is created on the same server. */
async function createDatabaseIfMissing(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    await probe.end();
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const target = new URL(url);
    const name = decodeURIComponent(target.pathname.slice(1));
    target.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: target.toString() });
    await admin.connect();
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
    await admin.end();
    console.log(`Base ${name} créée.`);
  }
}

/** Seeds the bench database unless a previous run did; returns the seconds the seed took (0: reused). */
export async function ensureSeeded(options: Options): Promise<number> {
  const { databaseUrl, scale, pgliteDir } = options;
  if (databaseUrl) {
    await createDatabaseIfMissing(databaseUrl);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // Two statements: a fresh database has no customers table, and a query naming it would not parse.
    const { rows: tables } = await client.query<{ exists: boolean }>(
      `select to_regclass('customers') is not null as exists`,
    );
    const { rows } = tables[0]?.exists
      ? await client.query<{ count: number }>('select count(*)::int as count from customers')
      : { rows: [{ count: 0 }] };
    await client.end();
    const count = rows[0]?.count ?? 0;
    if (count >= scale) {
      console.log(`Base PostgreSQL déjà remplie (${count} clients) : réutilisée.`);
      return 0;
    }
    // The demo data holds a handful of customers; more than that is another scale's data.
    if (count > 100) {
      throw new Error(
        `La base contient ${count} clients, moins que les ${scale} demandés : recréez-la (dropdb/createdb) ou passez --scale ${count}.`,
      );
    }
  } else {
    const marker = path.join(pgliteDir, 'bench-seeded');
    if (existsSync(marker)) {
      console.log(`Base PGlite ${path.relative(ROOT, pgliteDir)} déjà remplie : réutilisée.`);
      return 0;
    }
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  console.log(`Génération de ${scale} clients et ${scale} prospects…`);
  const started = Date.now();
  await run(
    'npm',
    ['run', 'seed', '-s', '--', '--scale', String(scale)],
    serverEnv(options, 0, ''),
    options.serverRoot,
  );
  if (!databaseUrl) writeFileSync(path.join(pgliteDir, 'bench-seeded'), `${scale}\n`);
  return (Date.now() - started) / 1000;
}

/**
 * The server has just applied its migrations, some of which rewrite whole tables (a new column backfilled)
 * or fill new ones (a side table): VACUUM ANALYZE does at once what autovacuum does a little later in
 * production, so the first runs measure index-only scans and fresh statistics. Every table changed since
 * its last vacuum, whatever its name: a fixed list left the side tables of issue 18 without statistics
 * (and autovacuum is off on the bench machine). Whatever its row count too: the « après » database of
 * `--compare` is a copy, whose tables start with no statistics at all (n_live_tup 0); skipping them left
 * `projects` unvacuumed there, without index-only scans (the summary's new-customer count 13 → 65 ms).
 * PGlite is held by the server process: nothing to do.
 */
export async function vacuumAfterMigrations(options: Options): Promise<void> {
  if (!options.databaseUrl) return;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
      where greatest(last_vacuum, last_autovacuum) is null or n_mod_since_analyze > 0 or n_dead_tup > 0
      order by n_live_tup desc`,
  );
  for (const { name } of rows) await client.query(`vacuum analyze ${name}`);
  await client.end();
}

export async function databaseVersion(options: Options): Promise<string> {
  if (!options.databaseUrl) return 'PGlite (PostgreSQL 18 en WebAssembly, dans le processus du serveur)';
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ version: string }>(
    "select current_setting('server_version') as version",
  );
  await client.end();
  return `PostgreSQL ${rows[0]?.version ?? '?'} (pool de 10 connexions)`;
}
