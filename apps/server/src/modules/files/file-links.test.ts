import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@batir/shared/constants';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_ACCOUNTS,
  login,
  nextIp,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../../test/helpers';
import { loadConfig } from '../../config';
import { auditLog, outboxMessages, users } from '../../db/schema';
import { hashPassword } from '../auth';
import { FIXTURES, multipartBody } from './multipart.test-helper';

/**
 * Viewer links answer for the account that made them: an in-app link for its session, a mailed link for
 * its sender's account (it survives a logout, not the account being disabled).
 */
let t: TestApp;
let filesDir = '';
/** A staff account of this file's own, disabled and enabled again by the tests. */
const SENDER_EMAIL = 'envoi.liens@demo.batir.fr';
let senderId = 0;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'batir-file-links-'));
  t = await createTestApp({ files: { kind: 'disk', dir: filesDir } });
  const [sender] = await t.database.db
    .insert(users)
    .values({
      email: SENDER_EMAIL,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      surname: 'Envoi',
      name: 'Liens',
      roles: ['salesman'],
    })
    .returning({ id: users.id });
  senderId = sender?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function signIn(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: nextIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token.accessToken;
}

const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

async function uploadCommon(token: string, name = 'notice.pdf') {
  const body = multipartBody({ type: 'common' }, [{ name, data: FIXTURES.pdf }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().files[0] as { id: number; apiUrl: string };
}

async function send(token: string, id: number, to: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/file/send',
    payload: { id, to },
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const [mail] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const link = /(\/viewer\/type\/\S+)/.exec(mail?.bodyText ?? '')?.[1] ?? '';
  expect(link).not.toBe('');
  return { text: mail?.bodyText ?? '', link };
}

const view = (url: string) => t.app.inject({ method: 'GET', url });

const setActive = (isActive: boolean) =>
  t.database.db.update(users).set({ isActive }).where(eq(users.id, senderId));

describe('in-app viewer links', () => {
  it('end with the session that made them', async () => {
    const session = (await login(t.app, 'technical')).accessToken;
    const other = (await login(t.app, 'technical')).accessToken;
    const file = await uploadCommon(session);
    expect((await view(file.apiUrl)).statusCode).toBe(200);

    expect((await logout(session)).statusCode).toBe(200);
    const after = await view(file.apiUrl);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      error: 401,
      code: 'UNAUTHENTICATED',
      message:
        'Ce lien de consultation n’est plus valable : la session qui l’a ouvert est terminée. Reconnectez-vous puis rouvrez le document.',
    });
    // The same file opened from a session still running.
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/file/${file.id}/link`,
      headers: bearer(other),
    });
    expect((await view(link.json().url)).statusCode).toBe(200);
  });

  it('end when their user is disabled', async () => {
    const token = await signIn(SENDER_EMAIL);
    const file = await uploadCommon(token);
    await setActive(false);
    try {
      const refused = await view(file.apiUrl);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Ce lien de consultation n’est plus valable : le compte qui l’a émis est désactivé.',
      );
    } finally {
      await setActive(true);
    }
  });
});

describe('links mailed by POST /api/file/send', () => {
  it('last 48 hours, survive their sender logging out but not the sender being disabled', async () => {
    const token = await signIn(SENDER_EMAIL);
    const file = await uploadCommon(token, 'plan.pdf');
    const sentAt = Date.now();
    const { text, link } = await send(token, file.id, 'partenaire@example.fr');
    expect(text).toContain('Ce lien est valable 48 heures.');
    const expires = Number(/\.(\d+)\.[\w-]{43}$/.exec(link)?.[1]) * 1000;
    expect(expires).toBeGreaterThan(sentAt + 48 * 3600_000 - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 48 * 3600_000);
    expect((await view(link)).statusCode).toBe(200);

    expect((await logout(token)).statusCode).toBe(200);
    expect((await view(link)).statusCode).toBe(200);

    await setActive(false);
    try {
      const refused = await view(link);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 403,
        code: 'FORBIDDEN',
        message: 'Ce lien de consultation n’est plus valable : le compte qui l’a émis est désactivé.',
      });
    } finally {
      await setActive(true);
    }
    expect((await view(link)).statusCode).toBe(200);
  });

  it('open only what their sender may still see', async () => {
    const token = await signIn(SENDER_EMAIL);
    const file = await uploadCommon(token);
    const { link } = await send(token, file.id, 'bureau@example.fr');
    await t.database.db
      .update(users)
      .set({ roles: ['customer'] })
      .where(eq(users.id, senderId));
    try {
      expect((await view(link)).statusCode).toBe(404);
    } finally {
      await t.database.db
        .update(users)
        .set({ roles: ['salesman'] })
        .where(eq(users.id, senderId));
    }
    expect((await view(link)).statusCode).toBe(200);
  });

  it('are audited with their sender, file and address; an address no active user has is marked external', async () => {
    const token = await signIn(SENDER_EMAIL);
    const file = await uploadCommon(token, 'devis.pdf');
    await send(token, file.id, 'inconnu@example.fr');
    await send(token, file.id, DEMO_ACCOUNTS.technical.toUpperCase());
    const audit = await t.database.db
      .select({ userId: auditLog.userId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.send'), eq(auditLog.entityId, String(file.id))))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      {
        userId: senderId,
        after: { to: 'inconnu@example.fr', name: 'devis.pdf', external: true, expiresAt: expect.any(String) },
      },
      {
        userId: senderId,
        after: {
          to: DEMO_ACCOUNTS.technical.toUpperCase(),
          name: 'devis.pdf',
          external: false,
          expiresAt: expect.any(String),
        },
      },
    ]);
  });

  it('FILE_LINK_TTL_HOURS sets their lifetime: 48 hours by default, a whole number of hours, one week at most', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET };
    expect(loadConfig(base).fileLinkTtlHours).toBe(48);
    expect(loadConfig({ ...base, FILE_LINK_TTL_HOURS: '12' }).fileLinkTtlHours).toBe(12);
    for (const wrong of ['0', '1.5', '169', 'deux'])
      expect(() => loadConfig({ ...base, FILE_LINK_TTL_HOURS: wrong }), wrong).toThrow(/FILE_LINK_TTL_HOURS/);
  });
});
