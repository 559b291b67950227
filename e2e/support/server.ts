/**
 * Real server processes for the journeys: global-setup.ts starts the one every journey uses, and a test may
 * start more of its own (notifications-two-servers.test.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB = path.join(ROOT, 'apps/web');
// E2E_WEB_DIST lets several people run the journeys at once on one checkout without clobbering each other's build.
export const DIST = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(WEB, 'dist');

export type Server = { process: ChildProcess; url: string; output: () => string };

/**
 * Starts apps/server on a free local port with the demo data and the web build of DIST, and waits until it
 * answers. `env` says the rest: DATA_DIR, JWT_SECRET, DATABASE_URL (undefined: a fresh PGlite database)…
 * When it does not start, it is stopped and the error carries its log.
 */
export async function startServer(options: {
  name?: string;
  env: Record<string, string | undefined>;
}): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: '1',
      WEB_DIST: DIST,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const server = { process: child, url: `http://127.0.0.1:${port}`, output: () => output };
  try {
    await waitForServer(`${server.url}/v2/login`, child);
  } catch (error) {
    await stop(child);
    const who = options.name ? `Serveur ${options.name} : ` : '';
    throw new Error(`${who}${(error as Error).message}\n--- journal du serveur ---\n${output}`);
  }
  return server;
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
