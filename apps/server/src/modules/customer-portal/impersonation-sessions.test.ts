import { DEMO_PASSWORD } from '@batir/shared/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';
import { auditLog, authSessions, customers, refreshTokens } from '../../db/schema';

/**
 * Security issue 14, hole 2: a « prendre la main » session is not renewable, lasts 15 minutes at most, ends
 * with its author's own session or account, and whatever it writes says which staff member wrote it.
 */
let t: TestApp;
let durandId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.name1, 'Durand'));
  durandId = rows[0]?.id ?? 0;
});
afterAll(() => t.close());

/** Opens the Durand customer area as `staffToken`'s owner; answers the exchange's token. */
async function takeOver(staffToken: string) {
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/customer/${durandId}/impersonate`,
    headers: bearer(staffToken),
  });
  expect(opened.statusCode).toBe(200);
  const ticket = new URL(opened.json().url, 'http://x').searchParams.get('ticket');
  const exchanged = await t.app.inject({ method: 'POST', url: '/api/auth/impersonate', payload: { ticket } });
  expect(exchanged.statusCode).toBe(200);
  return exchanged.json().token as {
    accessToken: string;
    accessTokenExpiresAt: string;
    refreshToken?: string;
  };
}

const summaryStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/customer-portal/summary', headers: bearer(token) }))
    .statusCode;

describe('impersonation sessions', () => {
  it('are not renewable and last 15 minutes at most', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const token = await takeOver(admin);
    expect(token.refreshToken).toBeUndefined();
    const [session] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.impersonatorId, await demoUserId(t, 'admin')));
    expect(session).toBeDefined();
    if (!session) return;
    // The end is computed by the server, the start by the database: a few milliseconds apart.
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect(Date.parse(token.accessTokenExpiresAt)).toBeLessThanOrEqual(session.expiresAt.getTime());
    expect(
      await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session.id)),
    ).toEqual([]);
    expect(await summaryStatus(token.accessToken)).toBe(200);
  });

  it('end when the staff member who opened them signs out', async () => {
    const staff = (await login(t.app, 'technical')).accessToken;
    const other = (await login(t.app, 'technical')).accessToken;
    const fromOther = await takeOver(other);
    const token = await takeOver(staff);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(staff) });
    expect(await summaryStatus(token.accessToken)).toBe(401);
    // Opened from another session of the same person: still there.
    expect(await summaryStatus(fromOther.accessToken)).toBe(200);
  });

  it('end when the staff member’s account is archived', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const staffId = await demoUserId(t, 'technical');
    const token = await takeOver((await login(t.app, 'technical')).accessToken);
    const archive = (value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/${staffId}/archive`,
        headers: bearer(admin),
        payload: { archive: value },
      });
    expect((await archive(true)).statusCode).toBe(200);
    try {
      expect(await summaryStatus(token.accessToken)).toBe(401);
    } finally {
      expect((await archive(false)).statusCode).toBe(200);
    }
    // Restoring the account does not bring the session back.
    expect(await summaryStatus(token.accessToken)).toBe(401);
  });

  it('end when the staff member changes his password', async () => {
    const staffId = await demoUserId(t, 'technical');
    const staff = (await login(t.app, 'technical')).accessToken;
    const token = await takeOver(staff);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${staffId}`,
      headers: bearer(staff),
      payload: {
        surname: 'Julien',
        name: 'Bernard',
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Un-nouveau-mot-de-passe-2025',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await summaryStatus(token.accessToken)).toBe(401);
  });

  it('write what they write under the staff member’s name: audit rows and customer messages', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const adminId = await demoUserId(t, 'admin');
    const token = await takeOver(admin);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/customer-portal/summary',
      headers: bearer(token.accessToken),
    });
    const projectId = summary.json().projects[0].id as number;
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/comment',
      headers: bearer(token.accessToken),
      payload: { type: 'project', linkedId: projectId, text: 'Question posée au téléphone' },
    });
    expect(written.statusCode, written.body).toBe(200);
    const comment = written.json().comment;
    expect(comment).toMatchObject({ fromCustomer: true, writtenBy: { id: adminId, name: 'Claire Moreau' } });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'comment.add'), eq(auditLog.entityId, String(projectId))));
    expect(audit?.impersonatorId).toBe(adminId);

    // The customer's own area and the staff sheet say who wrote it.
    const customer = (await login(t.app, 'customer')).accessToken;
    const portal = await t.app.inject({
      method: 'GET',
      url: `/api/comment?type=project&linkedId=${projectId}&offset=0&limit=10`,
      headers: bearer(customer),
    });
    expect(portal.json().list[0]).toMatchObject({ id: comment.id, writtenBy: { name: 'Claire Moreau' } });
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/project/sheet/${projectId}`,
      headers: bearer(admin),
    });
    expect(sheet.statusCode).toBe(200);
    const listed = sheet.json().comments.find((c: { id: number }) => c.id === comment.id);
    expect(listed).toMatchObject({ fromCustomer: true, writtenBy: { name: 'Claire Moreau' } });

    // A comment the customer writes himself names nobody else.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/comment',
      headers: bearer(customer),
      payload: { type: 'project', linkedId: projectId, text: 'Merci !' },
    });
    expect(own.json().comment).toMatchObject({ fromCustomer: true, writtenBy: null });
  });
});
