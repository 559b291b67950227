/**
 * Exports as jobs (issue 20): the whole prospect list of the bench's database (200 000 prospects at full
 * scale) exported by the administrator to CSV, then to XLSX, each as a job of the server's runner, while
 * GET /api/user is measured at a steady rate: a job must not slow the requests around it (target p95 < 30 ms,
 * on PostgreSQL and on PGlite, whose queries run in the server's own thread). Its progress events are counted
 * on the Socket.IO channel the browsers use. Run by `npm run bench` (after the suites, not with --compare:
 * an older commit has no exports) and alone: `npx tsx bench/src/export-job.ts [--scale n]`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { io } from 'socket.io-client';
import { ensureSeeded, vacuumAfterMigrations } from './database';
import { paced, type Run, stats } from './load';
import { type Options, parseOptions, ROOT } from './options';
import { signIn, startServer } from './server';

/** GET /api/user p95 while an export runs. */
export const USER_P95_TARGET_MS = 30;
const RATE = 20;

type Job = { id: number; state: string; done: number; total: number | null; resultBytes: number | null };
type Measured = {
  format: 'csv' | 'xlsx';
  rows: number;
  seconds: number;
  bytes: number | null;
  events: number;
  during: Run;
};

const ms = (value: number) => value.toFixed(1).replace('.', ',');
const integer = (value: number) => value.toLocaleString('fr-FR');

async function api<T>(url: string, token: string, pathName: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${pathName}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathName} : ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One export as a job, GET /api/user measured until it ends. */
async function exportWhileMeasuring(
  url: string,
  token: string,
  format: 'csv' | 'xlsx',
  userRequest: Parameters<typeof paced>[1],
): Promise<Measured> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  let events = 0;
  let jobId = 0;
  socket.on('job', (job: Job) => {
    if (job.id === jobId) events += 1;
  });
  const started = performance.now();
  const { job } = await api<{ job: Job; url: string | null }>(url, token, '/api/export', {
    list: 'prospects',
    format,
  });
  jobId = job.id;
  const during: Run = { latencies: [], errors: 0, elapsed: 0 };
  let current = job;
  while (current.state === 'queued' || current.state === 'running') {
    const run = await paced(url, userRequest, { seconds: 2, rate: RATE });
    during.latencies.push(...run.latencies);
    during.errors += run.errors;
    during.elapsed += run.elapsed;
    const { jobs } = await api<{ jobs: Job[] }>(url, token, '/api/jobs?kind=export');
    current = jobs.find((item) => item.id === job.id) ?? current;
  }
  const seconds = (performance.now() - started) / 1000;
  socket.close();
  if (current.state !== 'done') throw new Error(`L'export ${format} a fini en « ${current.state} ».`);
  return { format, rows: current.done, seconds, bytes: current.resultBytes, events, during };
}

export async function measureExportJobs(options: Options): Promise<string> {
  await ensureSeeded(options);
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'batir-bench-export-'));
  const server = await startServer(options, filesDir);
  try {
    await vacuumAfterMigrations(options);
    const token = await signIn(server.url, 'admin@demo.batir.fr', 'Demo1234!');
    const userRequest = [
      { method: 'GET' as const, path: '/api/user', headers: { authorization: `Bearer ${token}` } },
    ];
    console.log('Exports en tâche de fond : GET /api/user seul…');
    await paced(server.url, userRequest, { seconds: 2, rate: RATE });
    const alone = stats(await paced(server.url, userRequest, { seconds: 10, rate: RATE }));
    const runs: Measured[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      console.log(`Export ${format.toUpperCase()} de tous les prospects, GET /api/user mesuré pendant…`);
      runs.push(await exportWhileMeasuring(server.url, token, format, userRequest));
    }
    const where = options.databaseUrl ? 'PostgreSQL' : 'PGlite';
    const lines = [
      `## Exports en tâche de fond — ${where}, ${integer(options.scale)} clients`,
      '',
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.cpus().length} cœurs · l'administrateur exporte toute la liste des prospects ; GET /api/user à ${RATE} requêtes/s pendant l'export (cible p95 < ${USER_P95_TARGET_MS} ms). Seul : p50 ${ms(alone.p50)} ms, p95 ${ms(alone.p95)} ms.`,
      '',
      '| export | lignes | durée (s) | lignes/s | fichier | événements de progression | GET /api/user p50 (ms) | p95 (ms) | erreurs | cible |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...runs.map((run) => {
        const user = stats(run.during);
        return `| ${run.format.toUpperCase()} | ${integer(run.rows)} | ${ms(run.seconds)} | ${integer(Math.round(run.rows / run.seconds))} | ${run.bytes === null ? '—' : `${ms(run.bytes / 1024 / 1024)} Mo`} | ${run.events} | ${ms(user.p50)} | ${ms(user.p95)} | ${run.during.errors} | ${user.p95 < USER_P95_TARGET_MS ? 'tenue' : '**manquée**'} |`;
      }),
      '',
    ];
    const report = lines.join('\n');
    const file = `bench/results/export-${options.databaseUrl ? 'postgres' : 'pglite'}${options.scale === 200_000 ? '' : `-${options.scale}`}.md`;
    writeFileSync(path.join(ROOT, file), report);
    console.log(`${report}\nÉcrit : ${file}`);
    return report;
  } finally {
    await server.stop();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureExportJobs(parseOptions()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
