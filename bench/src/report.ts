/**
 * The results: one row per endpoint (its scenarios merged) compared with the two floors and the targets,
 * then, without --quick, one row per scenario. Printed, and written to bench/results/latest.{json,md}
 * (without --quick also to <suite>-<postgres|pglite>[-<scale>].{json,md}, as before issue 7).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SqlFloor } from './floors';
import { addRun, emptyRun, type Probe, type Run, type Stats, stats } from './load';
import { type Options, ROOT, type Suite } from './options';
import { ENDPOINTS, type Endpoint } from './scenarios';

/** GET /api/user must answer at least this share of the bare route's requests per second. */
export const USER_THROUGHPUT_TARGET = 0.4;

export type Measured = {
  probe: Pick<Probe, 'name' | 'description' | 'endpoint' | 'suite'>;
  steady: Run;
  saturated: Run;
  /** Smallest–largest result count of the answers, checked before the load. */
  results: string;
  load: number;
  sql?: SqlFloor | undefined;
};

type Row = {
  name: string;
  description: string;
  route: string;
  steady: Stats;
  saturated: Stats;
  errors: number;
  results: string;
  load: number;
  sql: (Stats & { statementsPerRequest: number; sample: string[]; planningMs: number | null }) | null;
  /** p50 of the endpoint over p50 of its SQL alone. */
  latencyToSql: number | null;
  /** Requests/s at saturation over the bare route's. */
  throughputToBare: number | null;
  targetP95: number | null;
  p95Ok: boolean | null;
  throughputOk: boolean | null;
};

export function row(
  name: string,
  description: string,
  endpoint: Endpoint | null,
  parts: Measured[],
  bare: Stats | null,
): Row {
  const steady = stats(parts.reduce((total, part) => addRun(total, part.steady), emptyRun()));
  const saturated = stats(parts.reduce((total, part) => addRun(total, part.saturated), emptyRun()));
  const sqlParts = parts.flatMap((part) => (part.sql ? [part.sql] : []));
  const sqlStats = sqlParts.length
    ? {
        ...stats(sqlParts.reduce((total, part) => addRun(total, part.run), emptyRun())),
        statementsPerRequest:
          sqlParts.reduce((sum, part) => sum + part.statementsPerRequest, 0) / sqlParts.length,
        sample: sqlParts[0]?.sample ?? [],
        planningMs: mean(sqlParts.flatMap((part) => (part.planningMs === null ? [] : [part.planningMs]))),
      }
    : null;
  const meta = endpoint ? ENDPOINTS[endpoint] : null;
  const throughputToBare = bare ? saturated.perSecond / bare.perSecond : null;
  return {
    name,
    description,
    route: meta?.route ?? 'GET / (route Fastify nue)',
    steady,
    saturated,
    errors: parts.reduce((sum, part) => sum + part.steady.errors + part.saturated.errors, 0),
    results: parts.length === 1 ? (parts[0]?.results ?? '—') : '—',
    load: parts.at(-1)?.load ?? 0,
    sql: sqlStats,
    latencyToSql: sqlStats ? steady.p50 / sqlStats.p50 : null,
    throughputToBare,
    targetP95: meta?.targetP95 ?? null,
    p95Ok: meta?.targetP95 ? steady.p95 < meta.targetP95 : null,
    throughputOk:
      endpoint === 'user' && throughputToBare !== null ? throughputToBare >= USER_THROUGHPUT_TARGET : null,
  };
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1).replace('.', ',') : '—');
const ratio = (value: number | null) => (value === null ? '—' : `× ${value.toFixed(1).replace('.', ',')}`);
const percent = (value: number | null) =>
  value === null
    ? '—'
    : `${value < 0.1 ? (value * 100).toFixed(1).replace('.', ',') : Math.round(value * 100)} %`;
const planning = (r: Row) =>
  r.sql?.planningMs == null ? '—' : r.sql.planningMs.toFixed(2).replace('.', ',');
const verdict = (ok: boolean | null) => (ok === null ? '—' : ok ? 'tenu' : '**non tenu**');

function endpointTable(rows: Row[], bareRow: Row): string {
  const lines = [
    '| point d’accès | route | requêtes | p50 (ms) | p95 (ms) | p99 (ms) | req/s max | SQL p50 (ms) | p50 ÷ SQL | req/s ÷ route nue | objectif p95 | p95 | débit ≥ 40 % | erreurs |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | \`${r.route}\` | ${r.steady.requests} | ${ms(r.steady.p50)} | ${ms(r.steady.p95)} | ${ms(r.steady.p99)} | ${Math.round(r.saturated.perSecond)} | ${r.sql ? ms(r.sql.p50) : '—'} | ${ratio(r.latencyToSql)} | ${percent(r.throughputToBare)} | ${r.targetP95 ? `< ${r.targetP95} ms` : '—'} | ${verdict(r.p95Ok)} | ${verdict(r.throughputOk)} | ${r.errors} |`,
    );
  }
  lines.push(
    `| *plancher HTTP* | \`${bareRow.route}\` | ${bareRow.steady.requests} | ${ms(bareRow.steady.p50)} | ${ms(bareRow.steady.p95)} | ${ms(bareRow.steady.p99)} | ${Math.round(bareRow.saturated.perSecond)} | — | — | 100 % | — | — | — | ${bareRow.errors} |`,
  );
  return lines.join('\n');
}

function scenarioTable(rows: Row[]): string {
  const lines = [
    '| scénario | requêtes | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | req/s max | p95 à saturation (ms) | SQL p50 (ms) | p50 ÷ SQL | planification par lecture SQL (ms) | résultats par requête | erreurs | charge 1 min |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.steady.requests} | ${ms(r.steady.p50)} | ${ms(r.steady.p95)} | ${ms(r.steady.p99)} | ${ms(r.steady.max)} | ${Math.round(r.saturated.perSecond)} | ${ms(r.saturated.p95)} | ${r.sql ? ms(r.sql.p50) : '—'} | ${ratio(r.latencyToSql)} | ${planning(r)} | ${r.results} | ${r.errors} | ${r.load.toFixed(2).replace('.', ',')} |`,
    );
  }
  return lines.join('\n');
}

/** `<suite>-<postgres|pglite>`, and `-<n>` when the scale is not the reference 200 000 (kept in git). */
export const resultName = (options: Options, suite: Suite) =>
  `${suite}-${options.kind}${options.scale === 200_000 ? '' : `-${options.scale}`}`;

export const SUITE_TITLES: Record<Suite, string> = {
  shell: 'Connexion, utilisateur et envoi de fichier',
  search: 'Recherche globale',
  commercial: 'Prospects et récapitulatif',
  projects: 'Liste des projets et fiche projet',
};

export type Context = {
  date: string;
  database: string;
  scale: number;
  machine: string;
  load: string;
  autocannon: string;
  mode: string;
};

export function makeContext(options: Options, database: string, loadBefore: number[]): Context {
  const cpu = os.cpus();
  const avg = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  return {
    date: new Date().toISOString(),
    database,
    scale: options.scale,
    machine: `${cpu.length} × ${cpu[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} Go, Node ${process.version}`,
    load: `charge 1 / 5 / 15 min ${avg(loadBefore)} au début, ${avg(os.loadavg())} à la fin`,
    autocannon: `latences à ${options.rate} requêtes/s puis débit max avec ${options.connections} requêtes en vol, ${options.duration} s par phase, requêtes tournantes`,
    mode: options.quick ? '--quick (une mesure par point d’accès)' : 'complet (une mesure par scénario)',
  };
}

/** Writes latest.{json,md} (and the per-suite files without --quick); returns the Markdown printed. */
export function writeReport(
  options: Options,
  context: Context,
  measured: Measured[],
  bare: { steady: Run; saturated: Run },
): string {
  const bareMeasured: Measured = {
    probe: { name: 'plancher HTTP', description: 'route Fastify nue', endpoint: 'user', suite: 'shell' },
    ...bare,
    results: '—',
    load: os.loadavg()[0] ?? 0,
  };
  const bareRow = row('plancher HTTP', 'route Fastify nue (bare-server.ts)', null, [bareMeasured], null);
  const endpoints = (Object.keys(ENDPOINTS) as Endpoint[])
    .map((endpoint) => ({ endpoint, parts: measured.filter((m) => m.probe.endpoint === endpoint) }))
    .filter(({ parts }) => parts.length > 0)
    .map(({ endpoint, parts }) =>
      row(ENDPOINTS[endpoint].label, ENDPOINTS[endpoint].route, endpoint, parts, bareRow.saturated),
    );
  const header = [
    `${context.date.slice(0, 16).replace('T', ' ')} UTC · ${context.database} · ${context.scale.toLocaleString('fr-FR')} clients et autant de prospects · ${context.mode}`,
    '',
    `${context.machine} · ${context.autocannon} · ${context.load}`,
  ].join('\n');
  const explanation = [
    '« SQL p50 » : les requêtes SQL que le point d’accès exécute, rejouées seules, sans HTTP (plancher SQL) ;',
    '« req/s ÷ route nue » : débit max rapporté à celui d’une route Fastify qui rend une constante (plancher HTTP).',
    `Objectifs : p95 des lectures < 30 ms (recherche < 20 ms) ; \`GET /api/user\` ≥ ${USER_THROUGHPUT_TARGET * 100} % du débit de la route nue.`,
  ].join('\n');
  const bySuite = options.suites.map((suite) => {
    const parts = measured.filter((m) => m.probe.suite === suite);
    const rows = parts.map((m) =>
      row(m.probe.name, m.probe.description, m.probe.endpoint, [m], bareRow.saturated),
    );
    if (parts.length > 1) rows.push(row('ensemble', 'tous les scénarios', null, parts, bareRow.saturated));
    return { suite, rows };
  });
  const sections = [
    `## Banc de mesure — ${options.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    '',
    header,
    '',
    endpointTable(endpoints, bareRow),
    '',
    explanation,
    '',
  ];
  if (!options.quick) {
    for (const { suite, rows } of bySuite) {
      if (rows.length) sections.push(`### ${SUITE_TITLES[suite]}`, '', scenarioTable(rows), '');
    }
  }
  const markdown = sections.join('\n');
  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'latest.md'), markdown);
  writeFileSync(
    path.join(resultsDir, 'latest.json'),
    `${JSON.stringify({ context, options: { ...options, databaseUrl: options.databaseUrl ? '(donnée)' : null }, endpoints, floors: { http: bareRow }, scenarios: bySuite }, null, 2)}\n`,
  );
  if (!options.quick) {
    for (const { suite, rows } of bySuite) {
      if (!rows.length) continue;
      const file = path.join(resultsDir, resultName(options, suite));
      writeFileSync(
        `${file}.md`,
        [`### ${SUITE_TITLES[suite]} — ${context.database}`, '', header, '', scenarioTable(rows), ''].join(
          '\n',
        ),
      );
      writeFileSync(`${file}.json`, `${JSON.stringify({ context, rows }, null, 2)}\n`);
    }
  }
  return markdown;
}
