/**
 * Several server processes on one PostgreSQL (spec 1 §7.2, architecture "Scaling"): a notification created
 * through the API of server A reaches, live, a browser connected to server B. Only Socket.IO's PostgreSQL
 * adapter can carry it there: B never sees the HTTP request.
 *
 * Needs a PostgreSQL server: TEST_DATABASE_URL (CI: postgres://postgres@127.0.0.1:5432/test). The test works
 * in a database of its own, created here and dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, signIn } from '../support/browser';
import { realtimeConnected } from '../support/realtime';
import { type Server, startServer, stop } from '../support/server';

const SERVER_URL = process.env.TEST_DATABASE_URL;

if (!SERVER_URL) {
  console.warn(
    '\nTest « deux serveurs » ignoré : TEST_DATABASE_URL absent (ex. postgres://postgres@127.0.0.1:5432/test).\n',
  );
}

describe.runIf(inject('browserAvailable') && SERVER_URL)('two server processes on one PostgreSQL', () => {
  const database = `batir_two_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'batir-two-'));
  const jwtSecret = `two-servers-${randomBytes(16).toString('hex')}`;
  const servers: Server[] = [];
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${database}`));
    // A migrates and seeds the empty database; B starts once that is done, on the same data.
    servers.push(await startOne('a'));
    servers.push(await startOne('b'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await Promise.all(servers.map((server) => stop(server.process)));
    await admin((client) => client.query(`drop database if exists ${database} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a notification created on server A shows its live alert in a browser on server B', async () => {
    const [serverA, serverB] = servers as [Server, Server];
    context = await browser?.newContext({
      baseURL: serverB.url,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    if (!context) throw new Error('navigateur absent');
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const connected = realtimeConnected(page);
    await signIn(page, 'commercial@demo.batir.fr');
    const socket = await connected;
    // The browser's real-time channel goes to B, never to A.
    expect(new URL(socket.url()).port).toBe(new URL(serverB.url).port);

    const token = await login(serverA.url, 'admin@demo.batir.fr');
    const created = await fetch(`${serverA.url}/api/backend_notification`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        roles: ['salesman'],
        scType: 'project',
        scName: 'buildingPermit',
        scId: 3,
        text: 'Permis accordé (serveur A)',
        color: 'success',
        icon: 'Gavel',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
    expect(((await created.json()) as { recipients: number }).recipients).toBeGreaterThan(0);

    const alert = page.getByRole('status', { name: 'Nouvelle notification' });
    await alert.waitFor({ timeout: 5_000 });
    expect(await alert.textContent()).toContain('Permis accordé (serveur A)');
    // B refetched the list from the shared database on receipt.
    await page.getByRole('button', { name: 'Notifications : 1 non lue' }).waitFor();
  });

  function startOne(name: string) {
    return startServer({
      name,
      env: { DATABASE_URL: databaseUrl(database), DATA_DIR: path.join(dataDir, name), JWT_SECRET: jwtSecret },
    });
  }
});

async function admin(task: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await task(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(database: string): string {
  const url = new URL(SERVER_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function login(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`connexion ${email} : HTTP ${response.status}`);
  return ((await response.json()) as { token: { accessToken: string } }).token.accessToken;
}
