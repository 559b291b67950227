/**
 * `npm run bench [-- --quick] [--suite shell|search|commercial|projects] [--scale n] [--duration s]
 * [--rate r] [--connections c] [--lighthouse]`: the product's endpoints under load, against two floors.
 *
 * 1. Database (database.ts): PostgreSQL when DATABASE_URL is set, otherwise PGlite in bench/.data/pglite-<n>;
 *    seeded once with n customers and n prospects (200 000, or 20 000 with --quick), reused afterwards.
 * 2. The real server (apps/server/src/main.ts) in its own process (server.ts); uploads go to a temporary
 *    FILES_DIR. autocannon runs in this process: the load comes from a second process.
 * 3. Each probe (probes.ts, scenarios.ts) in two phases (load.ts): latencies at a steady `--rate`, then the
 *    most requests/s with `--connections` requests always in flight. Suites: shell (sign-in, current user,
 *    1 MB PDF upload), search, commercial (prospects, summary counters), projects (list, sheet).
 *    With --quick, one probe per endpoint (its scenarios interleaved) and 3 s phases.
 * 4. Floors (floors.ts), once the server has stopped: a bare Fastify route in its own process, and the SQL of
 *    each read probe replayed straight on the database. The uploads' rows are then deleted (upload.ts).
 * 5. Report (report.ts): one row per endpoint with the ratios to the floors and the targets, printed and
 *    written to bench/results/latest.{json,md}; without --quick also the per-scenario tables and the search's
 *    query plans (explain.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { databaseVersion, ensureSeeded, vacuumAfterMigrations } from './database';
import { explainSearch } from './explain';
import { loadServerCode, measureBareRoute, measureSqlFloors, openBenchDatabase } from './floors';
import { checkProbe, load, type Probe, paced, type Run, stats } from './load';
import { type Options, parseOptions, ROOT, SUITES } from './options';
import { mergeByEndpoint, probesOf, type ShellTarget, signInBench } from './probes';
import { type Context, type Measured, makeContext, resultName, SUITE_TITLES, writeReport } from './report';
import { ENDPOINTS, PLAN_TERMS } from './scenarios';
import { startServer } from './server';
import { deleteUploads } from './upload';

const ms = (value: number) => value.toFixed(1).replace('.', ',');
/** Seconds since the start of the run, for the progress lines. */
const elapsed = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Checks a probe's answers, then its two phases. */
async function measure(url: string, probe: Probe, options: Options): Promise<Measured> {
  const results = await checkProbe(url, probe);
  const { duration: seconds, connections, rate } = options;
  const steady = await paced(url, probe.requests, { seconds, rate });
  const saturated = await load(url, probe.requests, { seconds, connections });
  const latency = stats(steady);
  const errors = steady.errors + saturated.errors;
  console.log(
    `  ${probe.name.padEnd(22)} p50 ${ms(latency.p50)} ms  p95 ${ms(latency.p95)} ms  p99 ${ms(latency.p99)} ms  ${Math.round(stats(saturated).perSecond)} req/s max${errors ? `  ${errors} erreurs` : ''}`,
  );
  return { probe, steady, saturated, results, load: os.loadavg()[0] ?? 0 };
}

/** Lighthouse (lighthouse.ts, its own server and web build), loaded only when asked: it needs Chromium. */
async function lighthouse(): Promise<void> {
  const { runLighthouse } = await import('./lighthouse');
  await runLighthouse();
}

export type BenchRun = {
  measured: Measured[];
  bare: { steady: Run; saturated: Run };
  context: Context;
  seedSeconds: number;
};

/**
 * Seeds if needed, starts the server of `options.serverRoot`, measures the suites and the floors: the run
 * without its report (compare.ts runs it twice).
 */
export async function measureRun(options: Options): Promise<BenchRun> {
  const started = Date.now();
  // The server code for the SQL floors, loaded while the rest starts (and as it is now, if others edit it).
  const serverCode = loadServerCode(options.serverRoot);
  serverCode.catch(() => {});
  mkdirSync(path.join(ROOT, 'bench/.data'), { recursive: true });
  const seedSeconds = await ensureSeeded(options);
  const loadBefore = os.loadavg();
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'batir-bench-files-'));
  const measured: Measured[] = [];
  const probes: Probe[] = [];
  const target: ShellTarget = { uploadProject: null };
  try {
    console.log('Démarrage du serveur…');
    const server = await startServer(options, filesDir);
    console.log(`Serveur prêt (${elapsed(started)}).`);
    // Kept until the uploads are deleted below, so a failed run leaves no file rows behind either.
    let failure: unknown = null;
    try {
      await vacuumAfterMigrations(options);
      const tokens = await signInBench(server.url);
      for (const suite of options.suites) {
        const all = await probesOf(suite, server.url, tokens, target);
        const suiteProbes = options.quick ? mergeByEndpoint(all) : all;
        console.log(
          `${SUITE_TITLES[suite]} (${options.kind}, ${options.scale} clients, ${elapsed(started)}). Échauffement…`,
        );
        // Warm-up: one second of all the suite's requests (first plans, caches, JIT).
        await load(
          server.url,
          suiteProbes.flatMap((probe) => probe.requests),
          { seconds: 1, connections: options.connections },
        );
        for (const probe of suiteProbes) measured.push(await measure(server.url, probe, options));
        probes.push(...suiteProbes);
      }
      // autocannon leaves its last requests when its time is up: let the server finish them before it stops.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } catch (error) {
      failure = error;
    } finally {
      await server.stop();
    }

    if (!failure)
      console.log(`Plancher SQL : les requêtes de chaque lecture, rejouées sans HTTP (${elapsed(started)})…`);
    const database = await openBenchDatabase(options);
    try {
      if (!failure) {
        const reads = probes.filter((probe) => ENDPOINTS[probe.endpoint].read);
        const floors = await measureSqlFloors(options, database, reads, filesDir);
        for (const entry of measured) entry.sql = floors.get(entry.probe.name);
      }
    } finally {
      if (target.uploadProject !== null) {
        const deleted = await deleteUploads(database.db, target.uploadProject);
        console.log(`${deleted} fichiers envoyés par le banc retirés du projet ${target.uploadProject}.`);
      }
      await database.close();
    }
    if (failure) throw failure;
    console.log(`Plancher HTTP : route Fastify nue dans son propre processus (${elapsed(started)})…`);
    const bare = await measureBareRoute(options);
    const context = makeContext(options, await databaseVersion(options), loadBefore);
    return { measured, bare, context, seedSeconds };
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
  }
}

async function main() {
  const options = parseOptions();
  if (options.compare !== null) {
    const { compare } = await import('./compare');
    await compare(options, options.compare);
    return;
  }
  const started = Date.now();
  const { measured, bare, context, seedSeconds } = await measureRun(options);
  console.log(`\n${writeReport(options, context, measured, bare)}`);
  if (!options.quick && options.suites.includes('search')) {
    console.log('Plans des requêtes de la recherche (EXPLAIN ANALYZE)…');
    const plans = await explainSearch(
      options.databaseUrl
        ? { kind: 'postgres', url: options.databaseUrl }
        : { kind: 'pglite', dataDir: options.pgliteDir },
      PLAN_TERMS,
    );
    writeFileSync(path.join(ROOT, `bench/results/${resultName(options, 'search')}-plans.txt`), plans);
  }
  // Exports as jobs (issue 20), with every suite only: they start their own server.
  if (options.suites.length === SUITES.length) {
    const { measureExportJobs } = await import('./export-job');
    await measureExportJobs(options);
  }
  if (options.lighthouse) await lighthouse();
  const total = (Date.now() - started) / 1000;
  console.log(
    `Écrit : bench/results/latest.md (et .json). Durée totale ${Math.round(total)} s${seedSeconds ? `, dont génération des données ${Math.round(seedSeconds)} s` : ''}.`,
  );
}

// Run as the entry point only (compare.ts imports measureRun).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
