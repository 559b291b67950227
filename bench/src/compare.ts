/**
 * `npm run bench -- --compare <ref> [other options]`: the same bench on the code of `ref` (an earlier commit)
 * and on this code, in one run, on the same machine and the same data.
 *
 * 1. `ref` is checked out in bench/.data/tree-<commit> (a git worktree, its own `npm ci` once).
 * 2. Its seed fills the « before » database (PostgreSQL `<base>_avant_<commit>`, or PGlite
 *    `<dir>-avant-<commit>`), once; kept for the next comparisons.
 * 3. The « after » database is a fresh copy of it, brought to this code by this code's migrations: the
 *    upgrade of a real-size database, timed.
 * 4. The bench runs on `ref`'s server and « before » database, then on this server and « after » database;
 *    bench/results/compare-<postgres|pglite>.{md,json} put them side by side: latencies, the SQL floor and
 *    the planning time of each read statement (floors.ts).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { ensureSeeded } from './database';
import { type Options, ROOT } from './options';
import { row } from './report';
import { type BenchRun, measureRun } from './run';
import { run } from './server';

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The worktree of `commit`, its dependencies installed. */
async function checkout(commit: string): Promise<string> {
  const tree = path.join(ROOT, 'bench/.data', `tree-${commit.slice(0, 10)}`);
  if (!existsSync(path.join(tree, 'package.json'))) {
    rmSync(tree, { recursive: true, force: true });
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', tree, commit);
  }
  if (!existsSync(path.join(tree, 'node_modules'))) {
    console.log(`Dépendances de ${commit.slice(0, 10)} (npm ci)…`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], process.env, tree);
  }
  return tree;
}

const withDatabase = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/** Replaces `to` by a copy of `from` (PostgreSQL: a database made from it as template; PGlite: its folder). */
async function copyDatabase(from: Options, to: Options): Promise<void> {
  if (from.databaseUrl && to.databaseUrl) {
    const admin = new pg.Client({ connectionString: withDatabase(from.databaseUrl, 'postgres') });
    await admin.connect();
    try {
      const source = decodeURIComponent(new URL(from.databaseUrl).pathname.slice(1));
      const target = decodeURIComponent(new URL(to.databaseUrl).pathname.slice(1));
      await admin.query(`drop database if exists "${target}"`);
      await admin.query(`create database "${target}" template "${source}"`);
    } finally {
      await admin.end();
    }
    return;
  }
  rmSync(to.pgliteDir, { recursive: true, force: true });
  cpSync(from.pgliteDir, to.pgliteDir, { recursive: true });
}

/** This code's migrations on the « after » database; their seconds. */
async function migrate(options: Options): Promise<number> {
  const database = await openDatabase(
    options.databaseUrl
      ? { kind: 'postgres', url: options.databaseUrl }
      : { kind: 'pglite', dataDir: options.pgliteDir },
  );
  try {
    const started = Date.now();
    await database.migrate();
    return (Date.now() - started) / 1000;
  } finally {
    await database.close();
  }
}

const ms = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? '—'
    : value.toFixed(digits).replace('.', ',');
const change = (before: number | null | undefined, after: number | null | undefined) =>
  before && after && Number.isFinite(before) && Number.isFinite(after)
    ? `${after >= before ? '+' : '−'}${Math.abs(Math.round((after / before - 1) * 100))} %`
    : '—';

/** One row per scenario present in both runs (per endpoint with --quick). */
function comparisonTable(before: BenchRun, after: BenchRun): { markdown: string; rows: object[] } {
  const rowOf = (bench: BenchRun, name: string) => {
    const part = bench.measured.find((m) => m.probe.name === name);
    return part ? row(name, part.probe.description, part.probe.endpoint, [part], null) : null;
  };
  const lines = [
    '| scénario | p50 avant (ms) | p50 après (ms) | écart | p95 avant (ms) | p95 après (ms) | écart | SQL p50 avant (ms) | SQL p50 après (ms) | planification avant (ms/lecture) | planification après (ms/lecture) | écart |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const rows: object[] = [];
  for (const measured of after.measured) {
    const name = measured.probe.name;
    const b = rowOf(before, name);
    const a = rowOf(after, name);
    if (!a || !b) continue;
    rows.push({ name, before: b, after: a });
    lines.push(
      `| ${name} | ${ms(b.steady.p50)} | ${ms(a.steady.p50)} | ${change(b.steady.p50, a.steady.p50)} | ${ms(b.steady.p95)} | ${ms(a.steady.p95)} | ${change(b.steady.p95, a.steady.p95)} | ${ms(b.sql?.p50)} | ${ms(a.sql?.p50)} | ${ms(b.sql?.planningMs, 2)} | ${ms(a.sql?.planningMs, 2)} | ${change(b.sql?.planningMs, a.sql?.planningMs)} |`,
    );
  }
  return { markdown: lines.join('\n'), rows };
}

export async function compare(options: Options, ref: string): Promise<void> {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const short = commit.slice(0, 10);
  const head = git('rev-parse', 'HEAD').slice(0, 10);
  const tree = await checkout(commit);
  const base = options.databaseUrl ? decodeURIComponent(new URL(options.databaseUrl).pathname.slice(1)) : '';
  const variant = (label: string, serverRoot: string): Options => ({
    ...options,
    serverRoot,
    compare: null,
    databaseUrl: options.databaseUrl ? withDatabase(options.databaseUrl, `${base}_${label}_${short}`) : null,
    pgliteDir: `${options.pgliteDir}-${label}-${short}`,
  });
  const beforeOptions = variant('avant', tree);
  const afterOptions = variant('apres', ROOT);
  mkdirSync(path.join(ROOT, 'bench/.data'), { recursive: true });
  console.log(`Base « avant » : données de ${short}, générées par son propre code…`);
  await ensureSeeded(beforeOptions);
  console.log('Base « après » : copie de la base « avant », puis les migrations de ce code…');
  await copyDatabase(beforeOptions, afterOptions);
  const migrationSeconds = await migrate(afterOptions);
  console.log(`Migrations de ${short} à ${head} : ${ms(migrationSeconds)} s.`);
  console.log(`\nBanc sur ${short} (avant)…`);
  const before = await measureRun(beforeOptions);
  console.log(`\nBanc sur ${head} (après)…`);
  const after = await measureRun(afterOptions);
  const table = comparisonTable(before, after);
  const markdown = [
    `## Avant / après — ${options.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    '',
    `${after.context.date.slice(0, 16).replace('T', ' ')} UTC · ${after.context.database} · ${options.scale.toLocaleString('fr-FR')} clients et autant de prospects · ${after.context.mode}`,
    '',
    `${after.context.machine} · ${after.context.autocannon}`,
    '',
    `Avant : ${short} (${before.context.load}). Après : ${head} (${after.context.load}). Mêmes données : la base « après » est une copie de la base « avant » mise à jour par les migrations de ${head}, en ${ms(migrationSeconds)} s.`,
    '',
    table.markdown,
    '',
    '« planification » : temps de planification moyen des lectures SQL (SELECT, WITH) du scénario, EXPLAIN (SUMMARY) de chacune telle que le serveur l’envoie, le meilleur de trois.',
    '',
  ].join('\n');
  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `compare-${options.kind}${options.scale === 200_000 ? '' : `-${options.scale}`}`,
  );
  writeFileSync(`${file}.md`, markdown);
  writeFileSync(
    `${file}.json`,
    `${JSON.stringify({ before: short, after: head, migrationSeconds, context: after.context, rows: table.rows }, null, 2)}\n`,
  );
  console.log(`\n${markdown}\nÉcrit : ${path.relative(ROOT, file)}.md (et .json).`);
}
