import { DEMO_PASSWORD } from '@batir/shared/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, nextIp, type TestApp } from '../../../test/helpers';
import { auditLog, customers, projects, sinkMessages, users } from '../../db/schema';

let t: TestApp;
/** Durand: portal account client@demo.batir.fr, project followed by commercial@demo.batir.fr. */
let durand = { customerId: 0, projectId: 0 };
/** Lefèvre: given a portal account here; her project is followed by another salesman. */
let lefevre = { customerId: 0, projectId: 0 };
/** Martin: no portal account. */
let martinProjectId = 0;

beforeAll(async () => {
  t = await createTestApp({ outboxPollMs: 60_000 });
  const db = t.database.db;
  const rows = await db
    .select({ customerId: customers.id, name1: customers.name1, projectId: projects.id })
    .from(customers)
    .innerJoin(projects, eq(projects.customerId, customers.id));
  const byName = (name: string) => rows.find((row) => row.name1 === name) ?? { customerId: 0, projectId: 0 };
  durand = byName('Durand');
  lefevre = byName('Lefèvre');
  martinProjectId = byName('Martin').projectId;
  const [salesman] = await db.select().from(users).where(eq(users.email, 'commercial@demo.batir.fr'));
  const [account] = await db
    .insert(users)
    .values({
      email: 'helene.lefevre@exemple.fr',
      passwordHash: salesman?.passwordHash ?? '',
      surname: 'Hélène',
      name: 'Lefèvre',
      roles: ['customer'],
    })
    .returning();
  await db.update(customers).set({ userId: account?.id }).where(eq(customers.id, lefevre.customerId));
  // The test relies on Lefèvre's project not being followed by commercial@.
  const [project] = await db.select().from(projects).where(eq(projects.id, lefevre.projectId));
  expect(project?.salesmanId).not.toBe(salesman?.id);
});
afterAll(() => t.close());

type Method = 'PUT' | 'POST';
const sendForCustomer = (token: string, customerId: number | string, method: Method = 'PUT') =>
  t.app.inject({ method, url: `/api/customer/${customerId}/resetPassword`, headers: bearer(token) });
const sendForProject = (token: string, projectId: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/project/${projectId}/resetPassword`, headers: bearer(token) });

/** The last reset link mailed to `email`, sent through the outbox worker. */
async function lastLinkTo(email: string): Promise<{ token: string; body: string } | null> {
  await t.app.outbox.runOnce();
  const mails = await t.database.db.select().from(sinkMessages).where(eq(sinkMessages.recipient, email));
  const body = mails.at(-1)?.body ?? '';
  // The customer chooses it on his own area's page, not the staff one.
  const token = body.match(/\/clients\/forgotPassword\?token=([\w-]+)/)?.[1];
  return token ? { token, body } : null;
}

describe('staff send a customer a password link', () => {
  it('by PUT (spec 3) and by POST (spec 2): the customer gets a single-use link that sets the password', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const put = await sendForCustomer(admin, durand.customerId, 'PUT');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      error: 0,
      message: 'Un lien de réinitialisation du mot de passe a été envoyé à client@demo.batir.fr.',
    });
    const first = await lastLinkTo('client@demo.batir.fr');
    expect(first?.body).toMatch(/Votre conseiller vous envoie ce lien/);

    const post = await sendForCustomer(admin, durand.customerId, 'POST');
    expect(post.statusCode).toBe(200);
    const second = await lastLinkTo('client@demo.batir.fr');
    expect(second?.token).toBeTruthy();
    expect(second?.token).not.toBe(first?.token);

    const reset = (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/resetPassword',
        payload: { token, password: 'Charpente2027' },
      });
    expect((await reset(second?.token ?? '')).statusCode).toBe(200);
    expect((await reset(second?.token ?? '')).statusCode).toBe(400);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'client@demo.batir.fr', password: 'Charpente2027' },
      remoteAddress: nextIp(),
    });
    expect(signIn.statusCode).toBe(200);
    // Back to the demo password for the other tests of this file.
    await sendForCustomer(admin, durand.customerId);
    const restore = await lastLinkTo('client@demo.batir.fr');
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/resetPassword',
      payload: { token: restore?.token, password: DEMO_PASSWORD },
    });
  });

  it('is written to the audit log with the staff member who sent it', async () => {
    const technical = (await login(t.app, 'technical')).accessToken;
    expect((await sendForCustomer(technical, durand.customerId)).statusCode).toBe(200);
    const [technician] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'technique@demo.batir.fr'));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.password_reset_sent'), eq(auditLog.userId, technician?.id ?? 0)));
    expect(audit).toHaveLength(1);
  });

  it('by project: the link goes to the project’s customer', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const response = await sendForProject(admin, lefevre.projectId);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('helene.lefevre@exemple.fr');
    expect(await lastLinkTo('helene.lefevre@exemple.fr')).not.toBeNull();
  });

  it('a salesman may send it only to the customers whose project he follows', async () => {
    const salesman = (await login(t.app, 'salesman')).accessToken;
    expect((await sendForCustomer(salesman, durand.customerId)).statusCode).toBe(200);
    expect((await sendForProject(salesman, durand.projectId)).statusCode).toBe(200);

    const before = await t.database.db
      .select()
      .from(sinkMessages)
      .where(eq(sinkMessages.recipient, 'helene.lefevre@exemple.fr'));
    for (const response of [
      await sendForCustomer(salesman, lefevre.customerId),
      await sendForProject(salesman, lefevre.projectId),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/n'est pas suivi par vous/);
    }
    await t.app.outbox.runOnce();
    const after = await t.database.db
      .select()
      .from(sinkMessages)
      .where(eq(sinkMessages.recipient, 'helene.lefevre@exemple.fr'));
    expect(after).toHaveLength(before.length);
  });

  it('is refused to grid operators, customers and craftsmen, and to signed-out callers', async () => {
    for (const role of ['gridOperator', 'customer', 'craftsman'] as const) {
      const token = (await login(t.app, role)).accessToken;
      expect((await sendForCustomer(token, durand.customerId)).statusCode, role).toBe(403);
      expect((await sendForProject(token, durand.projectId)).statusCode, role).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/${durand.customerId}/resetPassword`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers in French: unknown customer or project, customer without an area, bad id', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    expect((await sendForCustomer(admin, 999_999)).json()).toEqual({
      error: 404,
      code: 'CUSTOMER_NOT_FOUND',
      message: 'Client introuvable.',
    });
    expect((await sendForProject(admin, 999_999)).json()).toEqual({
      error: 404,
      code: 'PROJECT_NOT_FOUND',
      message: 'Projet introuvable.',
    });
    const noArea = await sendForProject(admin, martinProjectId);
    expect(noArea.statusCode).toBe(409);
    expect(noArea.json().message).toBe("Ce client n'a pas encore d'espace client.");
    const bad = await sendForCustomer(admin, 'abc');
    expect(bad.statusCode).toBe(400);
  });
});
