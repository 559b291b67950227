/**
 * Starts the real server (built web app, fresh PGlite database with demo data, 5-second access tokens)
 * on a free port for the journeys, and stops it at the end.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'apps/web');
// E2E_WEB_DIST lets several people run the journeys at once on one checkout without clobbering each other's build.
export const DIST = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(WEB, 'dist');
export const ACCESS_TOKEN_TTL_SECONDS = 5;

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
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'batir-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS),
      WEB_DIST: DIST,
      DATABASE_URL: undefined, // always a fresh PGlite database
      JWT_SECRET: `e2e-${Math.random().toString(36).slice(2)}-secret-for-this-run-only`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseUrl}/v2/login`, server);
  } catch (error) {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- journal du serveur ---\n${output}`);
  }
  project.provide('browserAvailable', true);
  project.provide('baseUrl', baseUrl);
  let stopping = false;
  server.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`\nLe serveur s'est arrêté pendant les tests (${signal ?? code}) :\n${output}`);
  });

  return async () => {
    stopping = true;
    await stop(server);
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForServer(url: string, server: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Le serveur s'est arrêté (code ${server.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Le serveur ne répond pas sur ${url}`);
}

export function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
