/** The processes the bench starts: the real server (apps/server/src/main.ts) and the bare Fastify route. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { type Options, ROOT } from './options';

export const BENCH_JWT_SECRET = 'banc-de-mesure-banc-de-mesure-banc-de-mesure';
/** The level of both servers' logs: errors and warnings only, as the bench's production server. */
export const BENCH_LOG_LEVEL = 'warn';

/** The environment of the seed and the server: this bench's database, no demo mail worker noise. */
export function serverEnv(options: Options, port: number, filesDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: BENCH_JWT_SECRET,
    ACCESS_TOKEN_TTL: '7200',
    LOG_LEVEL: BENCH_LOG_LEVEL,
    DEMO_DATA: '1',
    OUTBOX_POLL_MS: '60000',
    WEB_DIST: path.join(ROOT, 'bench/.data/no-web-build'),
    FILES_DIR: filesDir,
    ...(options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl }
      : { DATABASE_URL: '', DATA_DIR: options.pgliteDir }),
  };
}

/** Runs a command to its end (the seed), its output shown; in `cwd`, this repository by default. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} : code ${code}`)),
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export type Started = { url: string; stop(): Promise<void> };

/**
 * Starts a TypeScript entry point with tsx (the same Node as the bench) in its own process and waits until
 * `readyPath` answers. Stopping sends SIGTERM and waits for the exit.
 */
export async function startProcess(
  entry: string,
  env: (port: number) => NodeJS.ProcessEnv,
  readyPath: string,
  root = ROOT,
): Promise<Started> {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [entry], {
    cwd: root,
    env: env(port),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} s'est arrêté (code ${child.exitCode}).`);
    try {
      await fetch(`${url}${readyPath}`, { method: 'HEAD' });
      return { url, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await stop();
  throw new Error(`${entry} n'a pas démarré en 3 minutes.`);
}

/** The real server (of `options.serverRoot`) on the bench database, files in `filesDir`. */
export const startServer = (options: Options, filesDir: string) =>
  startProcess(
    'apps/server/src/main.ts',
    (port) => serverEnv(options, port, filesDir),
    '/api/auth/login',
    options.serverRoot,
  );

/** The floor: a Fastify route answering a constant, with the server's logger settings (bare-server.ts). */
export const startBareServer = () =>
  startProcess(
    'bench/src/bare-server.ts',
    (port) => ({ ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: BENCH_LOG_LEVEL }),
    '/',
  );

/** An access token for an account, or the refusal as an error. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`Connexion de ${email} refusée (${response.status}) : ${await response.text()}`);
  const body = (await response.json()) as { token: { accessToken: string } };
  return body.token.accessToken;
}
