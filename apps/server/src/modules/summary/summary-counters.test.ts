import { CUSTOMER_STEP, NEW_CUSTOMER_DAYS } from '@batir/shared/summary';
import { and, count, eq, gt, gte, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';
import { appointments, contactAttempts, customers, projects } from '../../db/schema';

let t: TestApp;
let admin: string;
let salesman: string;
let salesmanId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin')).accessToken;
  salesman = (await login(t.app, 'salesman')).accessToken;
  salesmanId = await demoUserId(t, 'salesman');
});
afterAll(() => t.close());

const summary = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/summary', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().summary;
};

/** Live (not archived) projects counted through drizzle, independently of the SQL under test. */
async function liveProjects(where: SQL | undefined) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(projects.isArchived, false), eq(customers.isArchived, false), where));
  return row?.n ?? 0;
}

describe('GET /api/user/summary', () => {
  it('counts the demo data for an admin', async () => {
    const s = await summary(admin);
    const prospects = await liveProjects(eq(projects.isProspect, true));
    expect(prospects).toBeGreaterThan(0);
    // The demo prospects have no contact attempt nor appointment yet: all are to contact.
    expect(s.prospect).toEqual({ toContact: prospects, inContact: 0, meet: 0, total: prospects });
    const customer = (where: SQL) => liveProjects(and(eq(projects.isProspect, false), where));
    const since = new Date(Date.now() - NEW_CUSTOMER_DAYS * 86_400_000);
    expect(s.customer).toEqual({
      new: await customer(gt(projects.convertedAt, since)),
      preConstruction: await customer(eq(projects.step, CUSTOMER_STEP.preConstruction)),
      construction: await customer(gte(projects.step, CUSTOMER_STEP.construction)),
      total: await liveProjects(eq(projects.isProspect, false)),
    });
    expect(s.customer.total).toBeGreaterThan(0);
    expect(s.quotation.total).toBe(0);
  });

  it('limits a salesperson to the projects he follows', async () => {
    const s = await summary(salesman);
    const own = await liveProjects(and(eq(projects.isProspect, true), eq(projects.salesmanId, salesmanId)));
    const all = await liveProjects(eq(projects.isProspect, true));
    expect(own).toBeLessThan(all);
    expect(s.prospect.total).toBe(own);
    expect(s.customer.total).toBe(
      await liveProjects(and(eq(projects.isProspect, false), eq(projects.salesmanId, salesmanId))),
    );
  });

  it('moves the counters when a prospect is contacted then gets an appointment', async () => {
    const db = t.database.db;
    const [own] = await db
      .select({ id: projects.id })
      .from(projects)
      .innerJoin(customers, eq(customers.id, projects.customerId))
      .where(
        and(
          eq(projects.isProspect, true),
          eq(projects.isArchived, false),
          eq(customers.isArchived, false),
          eq(projects.salesmanId, salesmanId),
        ),
      )
      .limit(1);
    if (!own) throw new Error('the demo salesperson has no prospect');
    const before = await summary(salesman);
    const upcoming = async () => {
      const [row] = await db
        .select({ n: count() })
        .from(appointments)
        .where(and(eq(appointments.cancelled, false), gte(appointments.startsAt, new Date())));
      return row?.n ?? 0;
    };
    const adminBefore = await summary(admin);
    expect(adminBefore.appointment.scheduled).toBe(await upcoming());

    await db
      .insert(contactAttempts)
      .values({ projectId: own.id, userId: salesmanId, channel: 'phone', outcome: 'noAnswer' });
    const contacted = await summary(salesman);
    expect(contacted.prospect).toEqual({
      ...before.prospect,
      toContact: before.prospect.toContact - 1,
      inContact: before.prospect.inContact + 1,
    });
    expect(contacted.appointment.toSchedule).toBe(before.appointment.toSchedule + 1);

    await db.insert(appointments).values({
      type: 1,
      title: 'Rendez-vous',
      userId: salesmanId,
      projectId: own.id,
      startsAt: new Date(Date.now() + 86_400_000),
    });
    const met = await summary(salesman);
    expect(met.prospect).toEqual({
      ...contacted.prospect,
      inContact: before.prospect.inContact,
      meet: before.prospect.meet + 1,
    });
    expect(met.appointment.toSchedule).toBe(before.appointment.toSchedule);
    expect(met.appointment.scheduled).toBe(before.appointment.scheduled + 1);
    expect((await summary(admin)).appointment.scheduled).toBe(await upcoming());
  });

  it('refuses customers and craftsmen', async () => {
    for (const who of ['customer', 'craftsman'] as const) {
      const token = (await login(t.app, who)).accessToken;
      const res = await t.app.inject({ method: 'GET', url: '/api/user/summary', headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    }
  });
});
