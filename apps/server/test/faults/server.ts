/** The real server (src/main.ts through tsx) in a child process, configured by environment only. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
export const DEMO_PASSWORD = 'Demo1234!';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves once the process is gone. */
  exited: Promise<void>;
};

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

const dataDirs: string[] = [];

/**
 * Starts the server on `databaseUrl` (migrated and seeded with the demo data when empty) and waits until
 * GET /api/health answers 200. `port` reuses an address, for a restart.
 */
export async function startServer(databaseUrl: string, port?: number): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'batir-faults-'));
  dataDirs.push(dataDir);
  const listenPort = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'pannes-et-reprises-pannes-et-reprises-pannes',
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '500',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server = { url: `http://127.0.0.1:${listenPort}`, child, output: () => output, exited };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Le serveur s'est arrêté au démarrage :\n${output}`);
    }
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await killServer(server);
      throw new Error(`Le serveur ne répond pas sur /api/health :\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGKILL: no grace, no cleanup, as a crash or an out-of-memory kill would. */
export async function killServer(server: ServerProcess | null | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

export function removeDataDirs(): void {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export async function signIn(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Connexion de ${email} refusée : ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: { accessToken: string } };
  return body.token.accessToken;
}

/** A new prospect: one transaction writing the customer, the project, the audit row and the counters. */
export function prospectBody(marker: string, salesmanId: number) {
  return {
    name1: 'Panne',
    surname1: 'Reprise',
    email: `${marker}@exemple.fr`,
    postalCode: '37000',
    city: 'Tours',
    type: 'fair',
    salesmanId,
  };
}
