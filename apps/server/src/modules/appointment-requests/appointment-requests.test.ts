import { DEMO_PASSWORD } from '@batir/shared/constants';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, nextIp, type TestApp } from '../../../test/helpers';
import { auditLog, customers, notifications, projects, users } from '../../db/schema';

let t: TestApp;
let tok: Record<'admin' | 'salesman' | 'customer' | 'craftsman' | 'technical' | 'bertrand', string>;
let ids: { salesman: number; bertrand: number; customer: number };
/** The demo customer's own project, and a project of another household. */
let ownProject: { id: number; salesmanId: number | null };
let otherProject: { id: number; salesmanId: number | null };

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function userId(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const bertrandLogin = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'n.bertrand@demo.batir.fr', password: DEMO_PASSWORD },
    remoteAddress: nextIp(),
  });
  tok = {
    admin: (await login(t.app, 'admin')).accessToken,
    salesman: (await login(t.app, 'salesman')).accessToken,
    customer: (await login(t.app, 'customer')).accessToken,
    craftsman: (await login(t.app, 'craftsman')).accessToken,
    technical: (await login(t.app, 'technical')).accessToken,
    bertrand: bertrandLogin.json().token.accessToken,
  };
  ids = {
    salesman: await userId('commercial@demo.batir.fr'),
    bertrand: await userId('n.bertrand@demo.batir.fr'),
    customer: await userId('client@demo.batir.fr'),
  };
  const [own] = await t.database.db
    .select({ id: projects.id, salesmanId: projects.salesmanId })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(customers.userId, ids.customer))
    .orderBy(projects.id)
    .limit(1);
  if (!own) throw new Error('no project for the demo customer');
  // The demo customer's project is followed by commercial@ for these tests.
  await t.database.db.update(projects).set({ salesmanId: ids.salesman }).where(eq(projects.id, own.id));
  ownProject = { id: own.id, salesmanId: ids.salesman };
  const [other] = await t.database.db
    .select({ id: projects.id, salesmanId: projects.salesmanId })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(isNull(customers.userId), eq(projects.salesmanId, ids.bertrand), ne(projects.id, own.id)))
    .orderBy(projects.id)
    .limit(1);
  if (!other) throw new Error('no other project');
  otherProject = other;
});
afterAll(() => t.close());

describe('appointment requests', () => {
  let requestId: number;

  it('a customer asks for his own project: the request goes to the salesperson, notified in real time', async () => {
    const response = await call('POST', '/api/appointmentRequest', tok.customer, {
      projectId: ownProject.id,
      type: 3,
      availability: '  Mardi ou jeudi après 18 h ',
      message: 'Nous aimerions parler du garage.',
    });
    expect(response.statusCode).toBe(200);
    const request = response.json().appointmentRequest;
    expect(request).toMatchObject({
      projectId: ownProject.id,
      salesman: { id: ids.salesman },
      type: 3,
      availability: 'Mardi ou jeudi après 18 h',
      status: 'waiting',
      appointmentId: null,
    });
    expect(request.customerName).not.toBe('');
    requestId = request.id;
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'appointmentRequest'), eq(notifications.linkedId, ownProject.id)));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toMatch(/demande un rendez-vous/);
    // The salesperson's panel groups it under the project, named after its household, and says whether it
    // is a prospect (the panel opens the prospect sheet or the customer sheet).
    const [isProspect] = await t.database.db
      .select({ value: projects.isProspect })
      .from(projects)
      .where(eq(projects.id, ownProject.id));
    const panel = (await call('GET', '/api/backend_notification', tok.salesman)).json();
    expect(
      panel.list.filter((category: { scName: string }) => category.scName === 'appointmentRequest'),
    ).toEqual([
      expect.objectContaining({
        scType: 'project',
        scId: ownProject.id,
        project: { id: ownProject.id, customerName: request.customerName, isProspect: isProspect?.value },
      }),
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointmentRequest.create'), eq(auditLog.entityId, String(requestId))));
    expect(audit).toHaveLength(1);

    // One waiting request per project.
    const twice = await call('POST', '/api/appointmentRequest', tok.customer, { projectId: ownProject.id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Une demande de rendez-vous est déjà en attente pour ce projet.');
  });

  it('a customer cannot ask for, or read, another household’s project; craftsmen never', async () => {
    const other = await call('POST', '/api/appointmentRequest', tok.customer, { projectId: otherProject.id });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Ce projet ne vous appartient pas.');
    const missing = await call('POST', '/api/appointmentRequest', tok.customer, { projectId: 999999 });
    expect(missing.statusCode).toBe(403);
    expect(
      (await call('GET', `/api/appointmentRequest/project/?project=${otherProject.id}`, tok.customer))
        .statusCode,
    ).toBe(403);
    const own = await call('GET', `/api/appointmentRequest/project/?project=${ownProject.id}`, tok.customer);
    expect(own.statusCode).toBe(200);
    expect(own.json().list.map((r: { id: number }) => r.id)).toEqual([requestId]);
    expect(
      (await call('POST', '/api/appointmentRequest', tok.craftsman, { projectId: ownProject.id })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/appointmentRequest/project/${ownProject.id}`, tok.craftsman)).statusCode,
    ).toBe(403);
    const bad = await call('POST', '/api/appointmentRequest', tok.customer, {
      projectId: ownProject.id,
      message: 'x'.repeat(2001),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('staff ask for projects they follow only', async () => {
    const foreign = await call('POST', '/api/appointmentRequest', tok.salesman, {
      projectId: otherProject.id,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Ce projet est suivi par un autre commercial.');
    const byBertrand = await call('POST', '/api/appointmentRequest', tok.bertrand, {
      projectId: otherProject.id,
      availability: 'Samedi matin',
    });
    expect(byBertrand.statusCode).toBe(200);
    // For his own project, no notice to himself.
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'appointmentRequest'), eq(notifications.linkedId, otherProject.id)));
    expect(notices).toHaveLength(0);
    const missing = await call('POST', '/api/appointmentRequest', tok.admin, { projectId: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Projet introuvable.');
  });

  it('lists a salesperson’s waiting requests for himself and admins; other staff get 403', async () => {
    const mine = await call('GET', `/api/appointmentRequest/user/${ids.salesman}`, tok.salesman);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().list.map((r: { id: number }) => r.id)).toEqual([requestId]);
    const admin = await call('GET', `/api/appointmentRequest/user/${ids.salesman}`, tok.admin);
    expect(admin.json().list).toHaveLength(1);
    expect((await call('GET', `/api/appointmentRequest/user/${ids.salesman}`, tok.bertrand)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/appointmentRequest/user/${ids.salesman}`, tok.customer)).statusCode).toBe(
      403,
    );
    // His manager reads them too.
    await t.database.db.update(users).set({ managerId: ids.bertrand }).where(eq(users.id, ids.salesman));
    expect((await call('GET', `/api/appointmentRequest/user/${ids.salesman}`, tok.bertrand)).statusCode).toBe(
      200,
    );
    await t.database.db.update(users).set({ managerId: null }).where(eq(users.id, ids.salesman));
  });

  it('the summary counter lists the caller’s waiting requests (admins: all)', async () => {
    const mine = (await call('GET', '/api/user/summary', tok.salesman)).json();
    expect(mine.summary.appointment.request).toEqual([
      expect.objectContaining({ id: requestId, projectId: ownProject.id }),
    ]);
    const all = (await call('GET', '/api/user/summary', tok.admin)).json();
    expect(all.summary.appointment.request).toHaveLength(2);
  });

  it('staff following the project close a request: scheduled with its appointment, or cancelled', async () => {
    expect(
      (await call('PUT', `/api/appointmentRequest/${requestId}`, tok.bertrand, { status: 'cancelled' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/appointmentRequest/${requestId}`, tok.customer, { status: 'cancelled' }))
        .statusCode,
    ).toBe(403);
    const noAppointment = await call('PUT', `/api/appointmentRequest/${requestId}`, tok.salesman, {
      status: 'scheduled',
    });
    expect(noAppointment.statusCode).toBe(400);
    const badStatus = await call('PUT', `/api/appointmentRequest/${requestId}`, tok.salesman, {
      status: 'done',
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toMatch(/^Données invalides|Statut invalide/);

    // An appointment about another project does not close it.
    const elsewhere = await call('POST', '/api/appointment', tok.admin, {
      type: 1,
      project: otherProject.id,
      start: '2026-05-04T08:00:00Z',
    });
    const wrong = await call('PUT', `/api/appointmentRequest/${requestId}`, tok.salesman, {
      status: 'scheduled',
      appointmentId: elsewhere.json().appointment.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Ce rendez-vous ne concerne pas le projet de la demande.');

    const booked = await call('POST', '/api/appointment', tok.salesman, {
      type: 3,
      project: ownProject.id,
      start: '2026-05-05T16:00:00Z',
    });
    const appointmentId = booked.json().appointment.id;
    const scheduled = await call('PUT', `/api/appointmentRequest/${requestId}`, tok.salesman, {
      status: 'scheduled',
      appointmentId,
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().appointmentRequest).toMatchObject({ status: 'scheduled', appointmentId });
    const again = await call('PUT', `/api/appointmentRequest/${requestId}`, tok.salesman, {
      status: 'cancelled',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Cette demande de rendez-vous a déjà été traitée.');
    const waiting = await call('GET', `/api/appointmentRequest/user/${ids.salesman}`, tok.salesman);
    expect(waiting.json().list).toEqual([]);

    // A new request can then be made, and cancelled.
    const next = await call('POST', '/api/appointmentRequest', tok.salesman, { projectId: ownProject.id });
    expect(next.statusCode).toBe(200);
    const cancelled = await call(
      'PUT',
      `/api/appointmentRequest/${next.json().appointmentRequest.id}`,
      tok.admin,
      {
        status: 'cancelled',
      },
    );
    expect(cancelled.json().appointmentRequest.status).toBe('cancelled');
    const history = await call(
      'GET',
      `/api/appointmentRequest/project/?project=${ownProject.id}`,
      tok.salesman,
    );
    expect(history.json().list.map((r: { status: string }) => r.status)).toEqual(['cancelled', 'scheduled']);
    expect(
      (await call('GET', `/api/appointmentRequest/project/?project=${ownProject.id}`, tok.technical))
        .statusCode,
    ).toBe(403);
  });
});
