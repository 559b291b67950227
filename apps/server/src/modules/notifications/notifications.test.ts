import type { AddressInfo } from 'node:net';
import { LIVE_NOTIFICATION_EVENT, type TLiveNotification } from '@batir/shared/notifications';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';

let t: TestApp;
let baseUrl = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function openSocket(
  url: string,
  token: string,
): Promise<{ socket: Socket; events: TLiveNotification[] }> {
  const socket = connect(url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  const events: TLiveNotification[] = [];
  socket.on(LIVE_NOTIFICATION_EVENT, (event: TLiveNotification) => events.push(event));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return { socket, events };
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('délai dépassé');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const send = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/backend_notification', headers: bearer(token), payload });

describe('notifications', () => {
  it('are created by an admin for roles or users, grouped by category, counted, read and deleted', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const salesman = (await login(t.app, 'salesman')).accessToken;
    const technical = (await login(t.app, 'technical')).accessToken;
    // The salesperson follows project 7: a group names its household only to who may open the project.
    await t.database.db.execute(
      sql`update projects set salesman_id = ${await demoUserId(t, 'salesman')} where id = 7`,
    );

    expect(
      (
        await send(admin, {
          roles: ['salesman'],
          scType: 'project',
          scName: 'quotation',
          scId: 7,
          text: 'Devis signé par la famille Martin',
          color: 'success',
          icon: 'RequestQuote',
          linkedId: 7,
        })
      ).json(),
    ).toEqual({ error: 0, recipients: 4 });
    await send(admin, {
      roles: ['salesman'],
      scType: 'project',
      scName: 'quotation',
      scId: 7,
      text: 'Avenant à relire',
    });
    await send(admin, {
      userIds: [3],
      scType: 'summary',
      scName: 'newContact',
      text: 'Nouveau contact : Élodie Muller',
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/backend_notification',
      headers: bearer(salesman),
    });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.total).toBe(3);
    expect(
      body.list.map((c: { scName: string; children: unknown[] }) => [c.scName, c.children.length]),
    ).toEqual([
      ['newContact', 1],
      ['quotation', 2],
    ]);
    // A project category names its household (the panel's title), never its id alone; others have none.
    expect(body.list[1].project).toEqual({
      id: 7,
      customerName: expect.stringMatching(/\p{L}/u),
      isProspect: expect.any(Boolean),
    });
    expect(body.list[0].project).toBeNull();
    expect(body.list[1].children[1]).toMatchObject({
      text: 'Devis signé par la famille Martin',
      color: 'success',
      linkedId: 7,
      isRead: false,
    });
    // Not a salesman: nothing.
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/backend_notification', headers: bearer(technical) })
      ).json().total,
    ).toBe(0);

    const read = await t.app.inject({
      method: 'PUT',
      url: '/api/backend_notification/read',
      headers: bearer(salesman),
    });
    expect(read.json().total).toBe(0);

    const quotation = body.list[1];
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/backend_notification/${quotation.children[0].id}`,
      headers: bearer(salesman),
    });
    expect(deleted.json().list[1].children).toHaveLength(1);
    const byCategory = await t.app.inject({
      method: 'DELETE',
      url: '/api/backend_notification/category?scType=project&scName=quotation&scId=7',
      headers: bearer(salesman),
    });
    expect(byCategory.json().list.map((c: { scName: string }) => c.scName)).toEqual(['newContact']);
    const noScId = await t.app.inject({
      method: 'DELETE',
      url: '/api/backend_notification/category',
      headers: bearer(salesman),
      payload: { scType: 'summary', scName: 'newContact' },
    });
    expect(noScId.json().list).toEqual([]);
  });

  it('refuses what does not belong to the caller, and bad input, in French', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const grid = (await login(t.app, 'gridOperator')).accessToken;
    const salesman = (await login(t.app, 'salesman')).accessToken;
    await send(admin, {
      userIds: [4],
      scType: 'project',
      scName: 'financing',
      scId: 2,
      text: 'Offre de prêt reçue',
    });
    const [category] = (
      await t.app.inject({ method: 'GET', url: '/api/backend_notification', headers: bearer(grid) })
    ).json().list;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/backend_notification/${category.children[0].id}`,
      headers: bearer(salesman),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Notification introuvable.');
    expect((await send(salesman, { all: true, scType: 'x', scName: 'y', text: 'z' })).statusCode).toBe(403);
    const noTarget = await send(admin, { scType: 'x', scName: 'y', text: 'z' });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().fields.userIds).toMatch(/destinataire/);
    const missingKey = await t.app.inject({
      method: 'DELETE',
      url: '/api/backend_notification/category',
      headers: bearer(grid),
    });
    expect(missingKey.statusCode).toBe(400);
  });

  it('reach the targeted sockets live, and only them', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const salesman = await openSocket(baseUrl, (await login(t.app, 'salesman')).accessToken);
    const technical = await openSocket(baseUrl, (await login(t.app, 'technical')).accessToken);
    await send(admin, {
      roles: ['salesman'],
      scType: 'project',
      scName: 'quotation',
      scId: 9,
      text: 'Nouveau devis',
      icon: 'RequestQuote',
      color: 'info',
    });
    await waitFor(() => salesman.events.length === 1);
    expect(salesman.events[0]).toEqual({
      all: false,
      roles: ['salesman'],
      user: [],
      alert: { text: 'Nouveau devis', icon: 'RequestQuote', img: null, name: 'quotation', color: 'info' },
    });
    await send(admin, { all: true, scType: 'system', scName: 'announcement', text: 'Mise à jour ce soir' });
    await waitFor(() => technical.events.length === 1);
    expect(technical.events[0]?.alert.text).toBe('Mise à jour ce soir');
    expect(salesman.events).toHaveLength(2);
  });

  it('report emit failures as emitTimeout or emitError (spec 1 §7.2)', async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    const event: TLiveNotification = {
      all: false,
      roles: [],
      user: [3],
      alert: { text: 'Relance', icon: null, img: null, name: 'quotation', color: null },
    };
    // A browser that never acknowledges: reported once the wait is over.
    const silent = await openSocket(baseUrl, (await login(t.app, 'salesman')).accessToken);
    expect(await t.app.realtime.emitNotification(event, { ackTimeoutMs: 300 })).toBe('emitTimeout');
    expect(silent.events).toHaveLength(1);
    silent.socket.disconnect();

    const acking = await openSocket(baseUrl, (await login(t.app, 'salesman')).accessToken);
    acking.socket.on(LIVE_NOTIFICATION_EVENT, (_event: TLiveNotification, ack?: () => void) => ack?.());
    expect(await t.app.realtime.emitNotification(event, { ackTimeoutMs: 2000 })).toBe('ok');
    // Nobody targeted: nothing to wait for.
    expect(await t.app.realtime.emitNotification({ ...event, user: [999] }, { ackTimeoutMs: 2000 })).toBe(
      'ok',
    );

    // A payload the encoder cannot serialise fails at once.
    const alert: Record<string, unknown> = { ...event.alert };
    alert.self = alert;
    expect(
      await t.app.realtime.emitNotification({ ...event, alert: alert as TLiveNotification['alert'] }),
    ).toBe('emitError');
  });

  it('refuse sockets without a valid token', async () => {
    await expect(openSocket(baseUrl, 'pas-un-jeton')).rejects.toThrow();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several server processes on one PostgreSQL', () => {
  it('a notification created on one server reaches a socket connected to the other', async () => {
    const pg = await import('pg');
    const url = t.database.pool?.options.connectionString;
    const pool = new pg.default.Pool({ connectionString: url, max: 3 });
    const poolA = new pg.default.Pool({ connectionString: url, max: 3 });
    const serverA = await buildApp({ config: t.config, db: t.database.db, pool: poolA, logger: false });
    const serverB = await buildApp({ config: t.config, db: t.database.db, pool, logger: false });
    await serverA.listen({ port: 0, host: '127.0.0.1' });
    await serverB.listen({ port: 0, host: '127.0.0.1' });
    try {
      const urlB = `http://127.0.0.1:${(serverB.server.address() as AddressInfo).port}`;
      const listener = await openSocket(urlB, (await login(serverB, 'gridOperator')).accessToken);
      const admin = (await login(serverA, 'admin')).accessToken;
      const response = await serverA.inject({
        method: 'POST',
        url: '/api/backend_notification',
        headers: bearer(admin),
        payload: {
          roles: ['gridOperator'],
          scType: 'project',
          scName: 'buildingPermit',
          scId: 3,
          text: 'Permis accordé',
        },
      });
      expect(response.statusCode).toBe(200);
      await waitFor(() => listener.events.length === 1, 5000);
      expect(listener.events[0]?.alert.text).toBe('Permis accordé');
    } finally {
      await serverA.close();
      await serverB.close();
      await pool.end();
      await poolA.end();
    }
  });
});
