import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers';
import { auditLog, customers, impersonationTickets, projects } from '../../db/schema';

let t: TestApp;
let durandId = 0;
let lefevreId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: customers.id, name1: customers.name1 }).from(customers);
  durandId = rows.find((row) => row.name1 === 'Durand')?.id ?? 0;
  lefevreId = rows.find((row) => row.name1 === 'Lefèvre')?.id ?? 0;
});
afterAll(() => t.close());

const impersonate = (token: string, customerId: number) =>
  t.app.inject({ method: 'POST', url: `/api/customer/${customerId}/impersonate`, headers: bearer(token) });
const exchange = (ticket: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/impersonate', payload: { ticket } });
const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket') ?? '';

describe('impersonation', () => {
  it('an admin opens the customer area once; the session shows who is looking; it is audited', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const response = await impersonate(admin, durandId);
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^\/clients\/app\?ticket=[\w-]{43}$/);

    const exchanged = await exchange(ticketOf(url));
    expect(exchanged.statusCode).toBe(200);
    // The staff member's own refresh cookie in this browser must stay theirs.
    expect(exchanged.headers['set-cookie']).toBeUndefined();
    const customerToken = exchanged.json().token.accessToken;
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/customer-portal/summary',
      headers: bearer(customerToken),
    });
    expect(summary.json()).toMatchObject({
      customer: { id: durandId, name: 'Camille et Julien Durand' },
      projects: [{ name: 'Maison Aubépine à Joué-lès-Tours', step: 1, landCity: 'Joué-lès-Tours' }],
      impersonatedBy: { surname: 'Claire', name: 'Moreau' },
    });
    // The ticket works once.
    expect((await exchange(ticketOf(url))).statusCode).toBe(401);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.impersonate'));
    expect(audit[0]).toMatchObject({ entityId: String(durandId) });
  });

  it('is refused to salespeople and grid operators, and to customers themselves', async () => {
    for (const role of ['salesman', 'gridOperator', 'customer', 'craftsman'] as const) {
      const token = (await login(t.app, role)).accessToken;
      expect((await impersonate(token, durandId)).statusCode, role).toBe(403);
    }
    const technical = (await login(t.app, 'technical')).accessToken;
    expect((await impersonate(technical, durandId)).statusCode).toBe(200);
  });

  it('says why it cannot: unknown customer, customer without an area, expired ticket', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    expect((await impersonate(admin, 999_999)).json()).toEqual({
      error: 404,
      code: 'CUSTOMER_NOT_FOUND',
      message: 'Client introuvable.',
    });
    const noArea = await impersonate(admin, lefevreId);
    expect(noArea.statusCode).toBe(409);
    expect(noArea.json().message).toBe("ce client n'a pas encore d'espace client");
    expect(noArea.json().code).toBe('NO_CUSTOMER_ACCOUNT');

    const { url } = (await impersonate(admin, durandId)).json();
    await t.database.db.update(impersonationTickets).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await exchange(ticketOf(url));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/invalide ou a expiré/);
    expect(expired.json().code).toBe('IMPERSONATION_TICKET_INVALID');
  });

  it('the customer area shows only the signed-in customer’s own file', async () => {
    const customer = (await login(t.app, 'customer')).accessToken;
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/customer-portal/summary',
      headers: bearer(customer),
    });
    expect(summary.json()).toMatchObject({ customer: { id: durandId }, impersonatedBy: null });
    const staff = (await login(t.app, 'salesman')).accessToken;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customer-portal/summary', headers: bearer(staff) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('impersonation follows who may open the household', () => {
  it("the design office takes over a customer's area, not a prospect's; an administrator both", async () => {
    const technical = (await login(t.app, 'technical')).accessToken;
    const admin = (await login(t.app, 'admin')).accessToken;
    expect((await impersonate(technical, durandId)).statusCode).toBe(200);
    const db = t.database.db;
    const written = async () => ({
      tickets: (await db.select().from(impersonationTickets)).length,
      audit: (await db.select().from(auditLog).where(eq(auditLog.action, 'customer.impersonate'))).length,
    });
    // The same household, a prospect only (temporary access gave it its customer area).
    await db.update(projects).set({ isProspect: true }).where(eq(projects.customerId, durandId));
    try {
      const before = await written();
      const refused = await impersonate(technical, durandId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/Vous ne pouvez ouvrir aucun projet de ce foyer/);
      expect(await written()).toEqual(before);
      expect((await impersonate(admin, durandId)).statusCode).toBe(200);
    } finally {
      await db.update(projects).set({ isProspect: false }).where(eq(projects.customerId, durandId));
    }
  });
});
