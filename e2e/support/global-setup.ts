/**
 * Starts the real server (built web app, fresh PGlite database with demo data, 5-second access tokens)
 * on a free port for the journeys, and stops it at the end.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { DIST, ROOT, startServer, stop, WEB } from './server';

export const ACCESS_TOKEN_TTL_SECONDS = 5;
/** Exports of more rows than this are jobs on the journeys' server (support/global-setup.ts). */
export const EXPORT_AT_ONCE_MAX_ROWS = 5;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserAvailable: boolean;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    if (process.env.E2E_REQUIRED === '1')
      throw new Error(`Chromium absent (${CHROMIUM_PATH}) alors que E2E_REQUIRED=1`);
    console.warn(`\nTests navigateur ignorés : Chromium absent (${CHROMIUM_PATH})\n`);
    project.provide('browserAvailable', false);
    project.provide('baseUrl', '');
    return;
  }

  buildWebIfStale();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'batir-e2e-'));
  const server = await startServer({
    env: {
      DATA_DIR: dataDir,
      ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS),
      DATABASE_URL: undefined, // always a fresh PGlite database
      JWT_SECRET: `e2e-${Math.random().toString(36).slice(2)}-secret-for-this-run-only`,
      // The demo data has ten prospects: above this many rows an export becomes a job, as
      // 2 000 rows would in production, so that the journeys see both ways.
      EXPORT_AT_ONCE_MAX_ROWS: String(EXPORT_AT_ONCE_MAX_ROWS),
    },
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  project.provide('browserAvailable', true);
  project.provide('baseUrl', server.url);
  let stopping = false;
  server.process.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`\nLe serveur s'est arrêté pendant les tests (${signal ?? code}) :\n${server.output()}`);
  });

  return async () => {
    stopping = true;
    await stop(server.process);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Builds the web app when dist is missing or older than its sources. */
function buildWebIfStale() {
  const built = path.join(DIST, 'index.html');
  if (
    existsSync(built) &&
    newestMtime([path.join(WEB, 'src'), path.join(WEB, 'index.html')]) < statSync(built).mtimeMs
  ) {
    return;
  }
  // Vitest sets NODE_ENV=test; the browser tests must run the production build.
  const outDir = DIST === path.join(WEB, 'dist') ? [] : ['--', '--outDir', DIST, '--emptyOutDir'];
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web', ...outDir], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('La construction de apps/web a échoué');
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      newest = Math.max(newest, newestMtime(readdirSync(p).map((name) => path.join(p, name))));
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}
