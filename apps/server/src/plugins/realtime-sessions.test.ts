import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '@batir/shared/constants';
import { LIVE_NOTIFICATION_EVENT } from '@batir/shared/notifications';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { customers } from '../db/schema';

/**
 * Security issue 14, hole 5: a socket lives no longer than its session. Logout, archive and password change
 * close it, on every server process, and so does the session's own end; an expired access token alone does
 * not (an idle tab keeps its notifications), and a socket cut meanwhile comes back with the renewed token.
 */
let t: TestApp;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A connected socket, and why it was closed once it is (`closed`). */
async function openSocket(url: string, auth: { token: string } | ((cb: (data: object) => void) => void)) {
  const socket = connect(url, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const state = { closed: null as string | null, events: [] as unknown[] };
  socket.on('disconnect', (reason) => {
    state.closed = reason;
  });
  socket.on(LIVE_NOTIFICATION_EVENT, (event: unknown, ack?: () => void) => {
    ack?.();
    state.events.push(event);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, state };
}

const waitFor = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('délai dépassé');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
/** Gives a socket that should stay open the time to be closed by mistake. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('sockets end with their session', () => {
  let url = '';
  beforeAll(async () => {
    url = await listen(t.app);
  });

  it('on logout: that session’s sockets only', async () => {
    const first = await login(t.app, 'salesman');
    const second = await login(t.app, 'salesman');
    const ended = await openSocket(url, { token: first.accessToken });
    const other = await openSocket(url, { token: second.accessToken });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.accessToken) });
    await waitFor(() => ended.state.closed !== null);
    expect(ended.state.closed).toBe('io server disconnect');
    await settle();
    expect(other.socket.connected).toBe(true);
    // And it cannot come back with the same token.
    await expect(openSocket(url, { token: first.accessToken })).rejects.toThrow();
  });

  it('on archive and on password change: every socket of the account', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const gridOperatorId = await demoUserId(t, 'gridOperator');
    const archived = await openSocket(url, { token: (await login(t.app, 'gridOperator')).accessToken });
    const archive = (value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/${gridOperatorId}/archive`,
        headers: bearer(admin),
        payload: { archive: value },
      });
    expect((await archive(true)).statusCode).toBe(200);
    await waitFor(() => archived.state.closed !== null);
    expect((await archive(false)).statusCode).toBe(200);

    const craftsman = await login(t.app, 'craftsman');
    const craftsmanId = await demoUserId(t, 'craftsman');
    const changed = await openSocket(url, { token: craftsman.accessToken });
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${craftsmanId}`,
      headers: bearer(craftsman.accessToken),
      payload: {
        surname: 'Marc',
        name: 'Petit',
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Un-nouveau-mot-de-passe-2025',
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    await waitFor(() => changed.state.closed !== null);
    expect(changed.state.closed).toBe('io server disconnect');
  });

  it('a « prendre la main » socket ends with the staff session that opened it', async () => {
    const [durand] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.name1, 'Durand'));
    const staff = (await login(t.app, 'technical')).accessToken;
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/customer/${durand?.id}/impersonate`,
      headers: bearer(staff),
    });
    expect(opened.statusCode).toBe(200);
    const ticket = new URL(opened.json().url, 'http://x').searchParams.get('ticket');
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/impersonate',
      payload: { ticket },
    });
    const window = await openSocket(url, { token: exchanged.json().token.accessToken });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(staff) });
    await waitFor(() => window.state.closed !== null);
    expect(window.state.closed).toBe('io server disconnect');
  });
});

describe('a socket whose token expires', () => {
  let short: TestApp;
  let url = '';
  beforeAll(async () => {
    short = await createTestApp({ accessTokenTtlSeconds: 2 });
    url = await listen(short.app);
  });
  afterAll(() => short.close());

  const notifySalesman = async (text: string) => {
    const sent = await short.app.inject({
      method: 'POST',
      url: '/api/backend_notification',
      headers: bearer((await login(short.app, 'admin')).accessToken),
      payload: {
        userIds: [await demoUserId(short, 'salesman')],
        scType: 'summary',
        scName: 'newContact',
        text,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  };

  it('stays open while its session lives: an idle tab, which renews nothing, still gets its notifications', async () => {
    const session = await login(short.app, 'salesman');
    const { state } = await openSocket(url, { token: session.accessToken });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(state.closed).toBeNull();
    await notifySalesman('Après expiration du jeton');
    await waitFor(() => state.events.length === 1, 1500);
  });

  it('is closed when its session ends by itself (inactivity limit), without any request', async () => {
    const session = await login(short.app, 'salesman');
    const { state } = await openSocket(url, { token: session.accessToken });
    // The session falls idle a second from now: its newest refresh token ends then.
    await short.database.db.execute(
      sql`update refresh_tokens set expires_at = now() + interval '1 second'
          where session_id = (select session_id from refresh_tokens
            where expires_at = (select max(expires_at) from refresh_tokens) limit 1)`,
    );
    await waitFor(() => state.closed !== null, 5000);
    expect(state.closed).toBe('io server disconnect');
  });

  it('cut while its token expired, comes back with the renewed token and misses no notification', async () => {
    let session = await login(short.app, 'salesman');
    // Like the web client: every handshake reads the current token.
    const { socket, state } = await openSocket(url, (cb) => cb({ token: session.accessToken }));
    socket.disconnect(); // the network drops
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await notifySalesman('Pendant la coupure');
    // The expired token is refused at the handshake; the client renews it and comes back.
    await expect(
      new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
        socket.connect();
      }),
    ).rejects.toThrow();
    const renewed = await short.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      query: { refresh_token: session.refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    session = { ...session, ...renewed.json().token };
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
      socket.connect();
    });
    const caughtUp = await short.app.inject({
      method: 'GET',
      url: '/api/backend_notification',
      headers: bearer(session.accessToken),
    });
    expect(JSON.stringify(caughtUp.json())).toContain('Pendant la coupure');
    // And the reconnected socket receives what comes next, live.
    await notifySalesman('Après');
    await waitFor(() => state.events.length === 1, 1500);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several server processes on one PostgreSQL', () => {
  it('a logout on one server closes the session’s socket on the other', async () => {
    const pg = await import('pg');
    const connectionString = t.database.pool?.options.connectionString;
    const poolA = new pg.default.Pool({ connectionString, max: 3 });
    const poolB = new pg.default.Pool({ connectionString, max: 3 });
    const serverA = await buildApp({ config: t.config, db: t.database.db, pool: poolA, logger: false });
    const serverB = await buildApp({ config: t.config, db: t.database.db, pool: poolB, logger: false });
    await listen(serverA);
    const urlB = await listen(serverB);
    try {
      const token = (await login(serverA, 'salesman')).accessToken;
      const socket = await openSocket(urlB, { token });
      await serverA.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      await waitFor(() => socket.state.closed !== null);
      expect(socket.state.closed).toBe('io server disconnect');
    } finally {
      await serverA.close();
      await serverB.close();
      await poolA.end();
      await poolB.end();
    }
  });
});
