import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';

const serverDir = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`serveur non démarré :\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`serveur arrêté au démarrage :\n${output}`));
    });
  });
}

let dataDir = '';
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  it('migrates, seeds, serves, then on SIGTERM finishes requests in flight and closes the database cleanly', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'batir-start-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await waitForOutput(child, /Bâtir est prêt/, 100_000);

    // Sign-ins take tens of milliseconds (argon2id): they are still running when SIGTERM arrives.
    const inFlight = Array.from({ length: 4 }, () =>
      fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.batir.fr', password: 'Demo1234!' }),
      }),
    );
    // SIGTERM once the server has accepted all four (it logs each incoming request).
    const started = Date.now();
    while ((log.match(/"url":"\/api\/auth\/login"/g) ?? []).length < 4 && Date.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    child.kill('SIGTERM');
    const statuses = (await Promise.all(inFlight)).map((response) => response.status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await exited, log).toBe(0);

    // The data folder opens again with the demo accounts in it.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await reopened.db.select({ email: users.email }).from(users);
    expect(rows.map((row) => row.email)).toContain('admin@demo.batir.fr');
    await reopened.close();
  }, 120_000);
});
