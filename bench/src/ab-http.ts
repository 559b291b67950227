/**
 * `npx tsx bench/src/ab-http.ts [suite…]`: the read scenarios end to end, A/B, request by request.
 * `--compare` measures the « avant » server, then the « après » one: minutes apart, so a machine that gets
 * busier in between (the bench itself raises the load) moves the second side's p50 by a millisecond or two
 * with the same SQL. Here both servers run at once, each on its own database as `--compare` leaves them
 * (the commit's worktree on the « avant » database, this tree on the « après » one), and every request of
 * every scenario goes to one then the other, the order swapped each round, one request at a time. The
 * medians and p95 of each side come from the same minutes.
 *
 * Environment: AVANT_ROOT, AVANT_URL, APRES_URL (ab-sides.ts), KIND=pglite with AVANT_DIR and APRES_DIR (each
 * server on its PGlite directory; the file written is then ab-http-pglite.md),
 * N (rounds, default 40), ONLY (comma-separated scenario names: those alone; the file is not written),
 * DETAIL=1 (each request's medians too). Suites: search, commercial, projects (all by default). Writes
 * bench/results/ab-http-postgres.md.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AB_SIDES } from './ab-sides';
import type { Probe } from './load';
import { type Options, parseOptions, ROOT, type Suite } from './options';
import { probesOf, signInBench } from './probes';
import { type Started, startServer } from './server';

const N = Number(process.env.N ?? 40);
const suites = (
  process.argv.slice(2).length ? process.argv.slice(2) : ['search', 'commercial', 'projects']
) as Suite[];
const only = process.env.ONLY?.split(',');
const base = parseOptions([]);
// Each side's server: its tree's code on its own database.
const kind = process.env.KIND === 'pglite' ? 'pglite' : 'postgres';
const sides = AB_SIDES.map((side) => ({
  name: side.name,
  options: (kind === 'pglite'
    ? { ...base, kind, databaseUrl: null, pgliteDir: side.dir, serverRoot: side.root }
    : { ...base, kind, databaseUrl: side.url, serverRoot: side.root }) satisfies Options,
}));
if (kind === 'pglite' && sides.some((side) => !side.options.pgliteDir))
  throw new Error('KIND=pglite : AVANT_DIR et APRES_DIR sont requis.');
const resultFile = `bench/results/ab-http-${kind}.md`;

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? Number.NaN;
const ms = (value: number) => value.toFixed(1).replace('.', ',');
const gap = (before: number, after: number) => {
  const percent = Math.round(((after - before) / before) * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)} %`;
};

async function timed(url: string, request: Probe['requests'][number]): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${request.path} : ${response.status}`);
  return performance.now() - started;
}

const filesDir = mkdtempSync(path.join(tmpdir(), 'batir-ab-http-'));
const servers: Started[] = [];
try {
  for (const side of sides) servers.push(await startServer(side.options, filesDir));
  const urls = servers.map((server) => server.url);
  const clients = await Promise.all(urls.map(async (url) => ({ url, tokens: await signInBench(url) })));
  const lines = [
    `## A/B de bout en bout, requêtes alternées — ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${N} tours, chaque requête de chaque scénario envoyée à l'un puis à l'autre serveur (ordre inversé à chaque tour), une à la fois · avant : ${sides[0]?.options.serverRoot} · après : ce code`,
    '',
    '| scénario | p50 avant (ms) | p50 après (ms) | écart | p95 avant (ms) | p95 après (ms) | écart |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const suite of suites) {
    const target = { uploadProject: null };
    // The same data on both sides: the same ids, each side with its own tokens.
    const probes = await Promise.all(clients.map(({ url, tokens }) => probesOf(suite, url, tokens, target)));
    for (const [index, probe] of (probes[0] ?? []).entries()) {
      if (probe.endpoint === 'login' || probe.endpoint === 'upload') continue;
      if (only && !only.includes(probe.name)) continue;
      const requests = probes.map((side) => side[index]?.requests ?? []);
      const times: number[][] = [[], []];
      const byRequest = (requests[0] ?? []).map((): number[][] => [[], []]);
      for (let round = -3; round < N; round += 1) {
        for (const [j] of (requests[0] ?? []).entries()) {
          const order = (round + j) % 2 === 0 ? [0, 1] : [1, 0];
          for (const i of order) {
            const elapsed = await timed(urls[i] as string, requests[i]?.[j] as Probe['requests'][number]);
            if (round >= 0) {
              times[i]?.push(elapsed);
              byRequest[j]?.[i]?.push(elapsed);
            }
          }
        }
      }
      const [a, b] = times as [number[], number[]];
      const row = `| ${probe.name} | ${ms(quantile(a, 0.5))} | ${ms(quantile(b, 0.5))} | ${gap(quantile(a, 0.5), quantile(b, 0.5))} | ${ms(quantile(a, 0.95))} | ${ms(quantile(b, 0.95))} | ${gap(quantile(a, 0.95), quantile(b, 0.95))} |`;
      console.log(row);
      lines.push(row);
      if (process.env.DETAIL)
        for (const [j, [x = [], y = []]] of byRequest.entries())
          console.log(
            `    ${requests[0]?.[j]?.path} ${ms(quantile(x, 0.5))} → ${ms(quantile(y, 0.5))} (${gap(quantile(x, 0.5), quantile(y, 0.5))})`,
          );
    }
  }
  if (!only) {
    writeFileSync(path.join(ROOT, resultFile), `${lines.join('\n')}\n`);
    console.log(`Écrit : ${resultFile}`);
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(filesDir, { recursive: true, force: true });
}
