/**
 * `npm run bench [-- --suite search|commercial|projects --scale n --duration s --rate r --connections c]`: the global
 * search and the commercial screens (prospect list, summary counters) under load; both suites by default.
 *
 * 1. A database seeded at scale (default 200 000 customers + as many prospects): PostgreSQL when
 *    DATABASE_URL is set, otherwise PGlite in bench/.data/pglite-<n>. Seeded once, reused by later runs.
 * 2. The real server (apps/server/src/main.ts) in its own process, signed in as the demo admin.
 * 3. autocannon (in this process) on GET /api/search/global/{term}, one scenario per kind of term, in two
 *    phases: latency at a steady rate (`--rate`, default 20 searches/s, more than a whole office typing),
 *    then the most the server answers with `--connections` requests always in flight (req/s).
 * 4. The query plans of the search for a few terms (EXPLAIN ANALYZE of the repository's own queries).
 * Results: printed, and written to bench/results/search-<postgres|pglite>.{md,json}.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { explainSearch } from './explain';
import {
  type BenchScenario,
  commercialScenarios,
  PLAN_TERMS,
  projectScenarios,
  SEARCH_SCENARIOS,
  searchScenario,
} from './scenarios';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BENCH_JWT_SECRET = 'banc-de-mesure-banc-de-mesure-banc-de-mesure';
const ACCOUNTS = {
  admin: { email: 'admin@demo.batir.fr', password: 'Demo1234!' },
  // The demo salesperson: the scale data gives him his share of the prospects (seed/scale-activity.ts).
  salesman: { email: 'commercial@demo.batir.fr', password: 'Demo1234!' },
};
const SUITES = ['search', 'commercial', 'projects'] as const;
type Suite = (typeof SUITES)[number];

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} attend un entier positif.`);
    process.exit(2);
  }
  return value;
}

const scale = option('scale', 200_000);
const duration = option('duration', 10);
const rate = option('rate', 20);
const connections = option('connections', 2);
const suiteIndex = process.argv.indexOf('--suite');
const suiteArgument = suiteIndex < 0 ? null : process.argv[suiteIndex + 1];
if (suiteArgument !== null && !SUITES.includes(suiteArgument as Suite)) {
  console.error(`--suite attend ${SUITES.join(' ou ')}.`);
  process.exit(2);
}
const suites: Suite[] = suiteArgument ? [suiteArgument as Suite] : [...SUITES];
const databaseUrl = process.env.DATABASE_URL || null;
const kind = databaseUrl ? 'postgres' : 'pglite';
const pgliteDir = path.join(ROOT, 'bench/.data', `pglite-${scale}`);

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} : code ${code}`)),
    );
  });
}

/** The environment of the seed and the server: this bench's database, no demo mail worker noise. */
function serverEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: BENCH_JWT_SECRET,
    ACCESS_TOKEN_TTL: '7200',
    LOG_LEVEL: 'warn',
    DEMO_DATA: '1',
    OUTBOX_POLL_MS: '60000',
    WEB_DIST: path.join(ROOT, 'bench/.data/no-web-build'),
    FILES_DIR: path.join(ROOT, 'bench/.data/files'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', DATA_DIR: pgliteDir }),
  };
}

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

/** Seeds the bench database unless a previous run did. */
async function ensureSeeded(): Promise<void> {
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
      return;
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
      return;
    }
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  console.log(`Génération de ${scale} clients et ${scale} prospects…`);
  await run('npm', ['run', 'seed', '-s', '--', '--scale', String(scale)], serverEnv(0));
  if (!databaseUrl) writeFileSync(path.join(pgliteDir, 'bench-seeded'), `${scale}\n`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: serverEnv(port),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté (code ${child.exitCode}).`);
    try {
      await fetch(`${url}/api/auth/login`, { method: 'HEAD' });
      return { child, url };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.kill('SIGTERM');
  throw new Error("Le serveur n'a pas démarré en 3 minutes.");
}

async function signIn(url: string, account: keyof typeof ACCOUNTS): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNTS[account]),
  });
  if (!response.ok) throw new Error(`Connexion refusée (${response.status}) : ${await response.text()}`);
  const body = (await response.json()) as { token: { accessToken: string } };
  return body.token.accessToken;
}

type Row = {
  scenario: string;
  description: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Saturation phase: requests/s and its p95. */
  rps: number;
  p95Saturated: number;
  /** Results per request (all groups), as a check the terms find what they should. */
  results: string;
  load: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * One autocannon run cycling through the terms, at `rate` requests/s in all or, without it, as fast as
 * the server answers. Latencies are kept per response for exact percentiles (autocannon has no p95).
 */
async function load(
  url: string,
  token: string,
  paths: string[],
  seconds: number,
  rate?: number,
): Promise<{
  latencies: number[];
  errors: number;
  elapsed: number;
}> {
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  const started = process.hrtime.bigint();
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    headers: { authorization: `Bearer ${token}` },
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          const requestPath = paths[next % paths.length];
          next += 1;
          return { ...request, path: requestPath };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode !== 200) errors += 1;
  });
  await instance;
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return { latencies, errors, elapsed };
}

/** Each path answers 200; the smallest and largest result counts, as a check of what was measured. */
async function countResults(url: string, token: string, scenario: BenchScenario): Promise<string> {
  const counts: number[] = [];
  for (const requestPath of scenario.paths) {
    const response = await fetch(`${url}${requestPath}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${requestPath} : ${response.status} ${await response.text()}`);
    counts.push(scenario.count(await response.json()));
  }
  return `${Math.min(...counts)}–${Math.max(...counts)}`;
}

const ms = (value: number) => value.toFixed(1).replace('.', ',');

function table(rows: Row[]): string {
  const lines = [
    `| scénario | requêtes | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | req/s max | p95 à saturation (ms) | résultats par requête | erreurs | charge 1 min |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.scenario} | ${row.requests} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} | ${Math.round(row.rps)} | ${ms(row.p95Saturated)} | ${row.results} | ${row.errors} | ${row.load.toFixed(2).replace('.', ',')} |`,
    );
  }
  return lines.join('\n');
}

type Run = { latencies: number[]; errors: number; elapsed: number };

/** A row from the steady-rate run (latencies) and the saturation run (throughput). */
function summarise(scenario: string, description: string, steady: Run, saturated: Run, results: string): Row {
  const sorted = [...steady.latencies].sort((a, b) => a - b);
  const saturatedSorted = [...saturated.latencies].sort((a, b) => a - b);
  return {
    scenario,
    description,
    requests: sorted.length,
    errors: steady.errors + saturated.errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    rps: saturatedSorted.length / saturated.elapsed,
    p95Saturated: percentile(saturatedSorted, 95),
    results,
    load: os.loadavg()[0] ?? 0,
  };
}

/**
 * The server has just applied its migrations, some of which rewrite whole tables (a new column backfilled):
 * VACUUM ANALYZE does at once what autovacuum does a little later in production, so the first runs
 * measure index-only scans and fresh statistics. PGlite is held by the server process: nothing to do.
 */
async function vacuumAfterMigrations(): Promise<void> {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const table of ['projects', 'customers', 'appointments', 'contact_attempts'])
    await client.query(`vacuum analyze ${table}`);
  await client.end();
}

async function databaseVersion(): Promise<string> {
  if (!databaseUrl) return 'PGlite (PostgreSQL 18 en WebAssembly, dans le processus du serveur)';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ version: string }>(
    "select current_setting('server_version') as version",
  );
  await client.end();
  return `PostgreSQL ${rows[0]?.version ?? '?'} (pool de 10 connexions)`;
}

type Tokens = Record<keyof typeof ACCOUNTS, string>;

async function scenariosOf(suite: Suite, url: string, tokens: Tokens): Promise<BenchScenario[]> {
  if (suite === 'search') return SEARCH_SCENARIOS.map(searchScenario);
  if (suite === 'projects') {
    const get = async <T>(requestPath: string) =>
      (await (
        await fetch(`${url}${requestPath}`, { headers: { authorization: `Bearer ${tokens.admin}` } })
      ).json()) as T;
    const { salesmen } = await get<{ salesmen: { id: number; name: string }[] }>('/api/customerInitData');
    // Projects of every step for the sheet reads: the newest of steps 1, 2 and 3.
    const ids: number[] = [];
    for (const step of [1, 2, 3, 1, 2]) {
      const { list } = await get<{ list: { id: number }[] }>(`/api/project?step=${step}&itemsPerPage=10`);
      const id = list.find((project) => !ids.includes(project.id))?.id;
      if (id) ids.push(id);
    }
    // The benchmark's salespeople are the ones of the scale data, not the demo's handful.
    const scale = salesmen.filter((salesman) => salesman.name.includes('Banc'));
    return projectScenarios(
      (scale.length ? scale : salesmen).map((salesman) => salesman.id),
      ids,
    );
  }
  const response = await fetch(`${url}/api/prospect/initData`, {
    headers: { authorization: `Bearer ${tokens.admin}` },
  });
  const { salesmen } = (await response.json()) as { salesmen: { id: number }[] };
  return commercialScenarios(salesmen.map((salesman) => salesman.id));
}

const SUITE_TITLES: Record<Suite, string> = {
  search: 'Recherche globale',
  commercial: 'Prospects et récapitulatif',
  projects: 'Liste des projets et fiche projet',
};

/** Every scenario of a suite, then the whole suite as one row. */
async function runSuite(url: string, tokens: Tokens, scenarios: BenchScenario[]): Promise<Row[]> {
  const rows: Row[] = [];
  const all: Run = { latencies: [], errors: 0, elapsed: 0 };
  const allSaturated: Run = { latencies: [], errors: 0, elapsed: 0 };
  const add = (total: Run, run: Run) => {
    total.latencies.push(...run.latencies);
    total.errors += run.errors;
    total.elapsed += run.elapsed;
  };
  for (const scenario of scenarios) {
    const token = tokens[scenario.as];
    const results = await countResults(url, token, scenario);
    const steady = await load(url, token, scenario.paths, duration, rate);
    const saturated = await load(url, token, scenario.paths, duration);
    const row = summarise(scenario.name, scenario.description, steady, saturated, results);
    rows.push(row);
    add(all, steady);
    add(allSaturated, saturated);
    console.log(
      `  ${scenario.name.padEnd(22)} p50 ${ms(row.p50)} ms  p95 ${ms(row.p95)} ms  p99 ${ms(row.p99)} ms  ${Math.round(row.rps)} req/s max`,
    );
  }
  rows.push(summarise('ensemble', 'tous les scénarios', all, allSaturated, '—'));
  return rows;
}

async function main() {
  mkdirSync(path.join(ROOT, 'bench/.data'), { recursive: true });
  await ensureSeeded();
  const { child, url } = await startServer();
  await vacuumAfterMigrations();
  const stopServer = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const loadBefore = os.loadavg()[0] ?? 0;
  const results: { suite: Suite; rows: Row[] }[] = [];
  try {
    const tokens: Tokens = { admin: await signIn(url, 'admin'), salesman: await signIn(url, 'salesman') };
    for (const suite of suites) {
      const scenarios = await scenariosOf(suite, url, tokens);
      console.log(`${SUITE_TITLES[suite]} (${kind}, ${scale} clients). Échauffement…`);
      for (const scenario of scenarios) await load(url, tokens[scenario.as], scenario.paths, 1);
      results.push({ suite, rows: await runSuite(url, tokens, scenarios) });
    }
  } finally {
    await stopServer();
  }

  const cpu = os.cpus();
  const context = {
    date: new Date().toISOString(),
    database: await databaseVersion(),
    scale,
    machine: `${cpu.length} × ${cpu[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} Go, Node ${process.version}`,
    load: `charge 1 min ${loadBefore.toFixed(2)} au début, ${(os.loadavg()[0] ?? 0).toFixed(2)} à la fin`,
    autocannon: `latences à ${rate} requêtes/s puis débit max avec ${connections} requêtes en vol, ${duration} s par phase, requêtes tournantes`,
  };
  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  for (const { suite, rows } of results) {
    const markdown = [
      `### ${SUITE_TITLES[suite]} — ${context.database} — ${scale.toLocaleString('fr-FR')} clients et autant de prospects`,
      '',
      `${context.date.slice(0, 16).replace('T', ' ')} UTC · ${context.machine} · ${context.autocannon} · ${context.load}`,
      '',
      table(rows),
      '',
    ].join('\n');
    writeFileSync(path.join(resultsDir, `${suite}-${kind}.md`), markdown);
    writeFileSync(
      path.join(resultsDir, `${suite}-${kind}.json`),
      `${JSON.stringify({ context, rows }, null, 2)}\n`,
    );
    console.log(`\n${markdown}`);
  }
  if (suites.includes('search')) {
    console.log('Plans des requêtes de la recherche (EXPLAIN ANALYZE)…');
    const plans = await explainSearch(
      databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: pgliteDir },
      PLAN_TERMS,
    );
    writeFileSync(path.join(resultsDir, `search-${kind}-plans.txt`), plans);
  }
  console.log(`Écrit : ${suites.map((suite) => `bench/results/${suite}-${kind}.md`).join(', ')} (et .json)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
