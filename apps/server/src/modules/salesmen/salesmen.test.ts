import { DEMO_PASSWORD } from '@batir/shared/constants';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, nextIp, type TestApp } from '../../../test/helpers';
import {
  appointments,
  auditLog,
  customers,
  outboxMessages,
  projectProspects,
  projects,
  users,
} from '../../db/schema';
import { frenchWhen } from './salesmen.service';

let t: TestApp;
let tok: Record<
  'admin' | 'technical' | 'salesman' | 'customer' | 'craftsman' | 'bertrand' | 'girard',
  string
>;
let ids: {
  admin: number;
  salesman: number;
  bertrand: number;
  girard: number;
  technical: number;
  customer: number;
};

async function loginAs(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: nextIp(),
  });
  return response.json().token.accessToken as string;
}
async function userId(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}
const setManager = (id: number, managerId: number | null) =>
  t.database.db.update(users).set({ managerId }).where(eq(users.id, id));

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

beforeAll(async () => {
  t = await createTestApp({ outboxPollMs: 60_000, visioBaseUrl: 'https://visio.exemple.fr' });
  tok = {
    admin: (await login(t.app, 'admin')).accessToken,
    technical: (await login(t.app, 'technical')).accessToken,
    salesman: (await login(t.app, 'salesman')).accessToken,
    customer: (await login(t.app, 'customer')).accessToken,
    craftsman: (await login(t.app, 'craftsman')).accessToken,
    bertrand: await loginAs('n.bertrand@demo.batir.fr'),
    girard: await loginAs('p.girard@demo.batir.fr'),
  };
  ids = {
    admin: await userId('admin@demo.batir.fr'),
    salesman: await userId('commercial@demo.batir.fr'),
    bertrand: await userId('n.bertrand@demo.batir.fr'),
    girard: await userId('p.girard@demo.batir.fr'),
    technical: await userId('technique@demo.batir.fr'),
    customer: await userId('client@demo.batir.fr'),
  };
});
afterAll(() => t.close());

describe('GET /api/salesman/{id}', () => {
  it('an admin reads any salesperson, with manager, support list and rights', async () => {
    await setManager(ids.salesman, ids.bertrand);
    await setManager(ids.girard, ids.salesman);
    const response = await call('GET', `/api/salesman/${ids.salesman}`, tok.admin);
    expect(response.statusCode).toBe(200);
    const { salesman } = response.json();
    expect(salesman).toMatchObject({
      id: ids.salesman,
      email: 'commercial@demo.batir.fr',
      manager: { id: ids.bertrand },
      pinMessage: '',
      can: { editProfile: true, editPinMessage: true, editManager: true },
    });
    expect(salesman.support.map((p: { id: number }) => p.id)).toEqual([ids.girard]);
  });

  it('the salesperson reads himself, his manager reads him, another salesperson or a customer cannot', async () => {
    const self = await call('GET', `/api/salesman/${ids.salesman}`, tok.salesman);
    expect(self.statusCode).toBe(200);
    expect(self.json().salesman.can).toEqual({
      editProfile: true,
      editPinMessage: false,
      editManager: false,
    });
    const manager = await call('GET', `/api/salesman/${ids.salesman}`, tok.bertrand);
    expect(manager.statusCode).toBe(200);
    expect(manager.json().salesman.can).toEqual({
      editProfile: false,
      editPinMessage: true,
      editManager: false,
    });
    // Girard is managed by commercial@, not the other way round.
    const other = await call('GET', `/api/salesman/${ids.bertrand}`, tok.girard);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/personnes que vous encadrez/);
    expect((await call('GET', `/api/salesman/${ids.salesman}`, tok.customer)).statusCode).toBe(403);
    expect((await call('GET', `/api/salesman/${ids.salesman}`, tok.craftsman)).statusCode).toBe(403);
    const customerAccount = await call('GET', `/api/salesman/${ids.customer}`, tok.admin);
    expect(customerAccount.statusCode).toBe(404);
    expect(customerAccount.json().message).toBe('Utilisateur introuvable.');
  });
});

describe('PUT /api/user/{id}/profile', () => {
  it('the salesperson edits his job title, presentation and phone, with audit', async () => {
    const response = await call('PUT', `/api/user/${ids.salesman}/profile`, tok.salesman, {
      jobTitle: '  Conseiller en maisons individuelles ',
      presentation: 'Dix ans de métier dans le Maine-et-Loire.',
      phone: '06 11  22 33 44',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().salesman).toMatchObject({
      jobTitle: 'Conseiller en maisons individuelles',
      presentation: 'Dix ans de métier dans le Maine-et-Loire.',
      phone: '06 11 22 33 44',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.salesman_profile'), eq(auditLog.entityId, String(ids.salesman))));
    expect(audit).toHaveLength(1);
  });

  it('an admin may, his manager and another salesperson may not; bad input is a French 400', async () => {
    expect(
      (await call('PUT', `/api/user/${ids.salesman}/profile`, tok.admin, { jobTitle: 'Commercial senior' }))
        .statusCode,
    ).toBe(200);
    const manager = await call('PUT', `/api/user/${ids.salesman}/profile`, tok.bertrand, { jobTitle: 'X' });
    expect(manager.statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/user/${ids.bertrand}/profile`, tok.salesman, { jobTitle: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/user/${ids.salesman}/profile`, tok.customer, { jobTitle: 'X' })).statusCode,
    ).toBe(403);
    const bad = await call('PUT', `/api/user/${ids.salesman}/profile`, tok.salesman, { phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/phone/);
    const long = await call('PUT', `/api/user/${ids.salesman}/profile`, tok.salesman, {
      presentation: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('PUT /api/user/{id}/pinMessage', () => {
  it('an admin and the manager pin a message; empty clears it; the person himself and others cannot', async () => {
    const admin = await call('PUT', `/api/user/${ids.salesman}/pinMessage`, tok.admin, {
      pinMessage: '  Objectif : 3 signatures ce mois-ci  ',
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().salesman.pinMessage).toBe('Objectif : 3 signatures ce mois-ci');
    const byManager = await call('PUT', `/api/user/${ids.salesman}/pinMessage`, tok.bertrand, {
      text: 'Réunion lundi 9 h',
    });
    expect(byManager.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ pinMessage: users.pinMessage })
      .from(users)
      .where(eq(users.id, ids.salesman));
    expect(row?.pinMessage).toBe('Réunion lundi 9 h');

    expect(
      (await call('PUT', `/api/user/${ids.salesman}/pinMessage`, tok.salesman, { pinMessage: 'moi' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/user/${ids.salesman}/pinMessage`, tok.girard, { pinMessage: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/user/${ids.salesman}/pinMessage`, tok.craftsman, { pinMessage: 'x' }))
        .statusCode,
    ).toBe(403);
    const tooLong = await call('PUT', `/api/user/${ids.salesman}/pinMessage`, tok.admin, {
      pinMessage: 'a'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/pinMessage/);

    const cleared = await call('PUT', `/api/user/${ids.salesman}/pinMessage`, tok.admin, { pinMessage: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().salesman.pinMessage).toBe('');
  });
});

describe('PUT /api/user/{id}/manager', () => {
  it('admins only; null, or an active staff member; cycles are refused in French', async () => {
    // Current chain: girard → commercial → bertrand.
    await setManager(ids.bertrand, null);
    expect(
      (await call('PUT', `/api/user/${ids.salesman}/manager`, tok.salesman, { managerId: ids.girard }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/user/${ids.salesman}/manager`, tok.customer, { managerId: null })).statusCode,
    ).toBe(403);

    const self = await call('PUT', `/api/user/${ids.salesman}/manager`, tok.admin, {
      managerId: ids.salesman,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Une personne ne peut pas être son propre responsable.');

    // bertrand managed by girard would close girard → commercial → bertrand → girard.
    const cycle = await call('PUT', `/api/user/${ids.bertrand}/manager`, tok.admin, {
      managerId: ids.girard,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toMatch(/tournerait en rond/);
    const [unchanged] = await t.database.db
      .select({ managerId: users.managerId })
      .from(users)
      .where(eq(users.id, ids.bertrand));
    expect(unchanged?.managerId).toBeNull();

    const customer = await call('PUT', `/api/user/${ids.salesman}/manager`, tok.admin, {
      managerId: ids.customer,
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().message).toBe('Responsable inconnu ou inactif.');
    const invalid = await call('PUT', `/api/user/${ids.salesman}/manager`, tok.admin, { managerId: 'abc' });
    expect(invalid.statusCode).toBe(400);

    const ok = await call('PUT', `/api/user/${ids.bertrand}/manager`, tok.admin, {
      managerId: ids.technical,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().salesman.manager).toMatchObject({ id: ids.technical });
    const removed = await call('PUT', `/api/user/${ids.bertrand}/manager`, tok.admin, { managerId: null });
    expect(removed.json().salesman.manager).toBeNull();
  });
});

describe('GET /api/salesman/{id}/qualifications', () => {
  it('groups his qualified prospects; readable by himself, not by another salesperson', async () => {
    const mine = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.salesmanId, ids.salesman),
          eq(projects.isProspect, true),
          eq(projects.isArchived, false),
        ),
      )
      .limit(2);
    expect(mine.length).toBeGreaterThan(0);
    await t.database.db
      .update(projectProspects)
      .set({ qualification: 'hot' })
      .where(
        inArray(
          projectProspects.projectId,
          mine.map((p) => p.id),
        ),
      );
    const response = await call('GET', `/api/salesman/${ids.salesman}/qualifications`, tok.salesman);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.hot.map((p: { projectId: number }) => p.projectId).sort()).toEqual(
      expect.arrayContaining(mine.map((p) => p.id)),
    );
    expect(body.hot[0].customerName).not.toBe('');
    const [unqualified] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .innerJoin(projectProspects, eq(projectProspects.projectId, projects.id))
      .where(
        and(
          eq(projects.salesmanId, ids.salesman),
          eq(projects.isProspect, true),
          eq(projects.isArchived, false),
          isNull(projectProspects.qualification),
        ),
      );
    expect(body.unqualified).toBe(unqualified?.n);
    // Girard is managed by commercial@; he does not read his manager's prospects.
    expect((await call('GET', `/api/salesman/${ids.salesman}/qualifications`, tok.girard)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/salesman/${ids.salesman}/qualifications`, tok.bertrand)).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/salesman/createVisioConf', () => {
  async function projectWithCustomer(
    salesmanId: number,
    contact: { email: string | null; phone: string | null },
  ) {
    const [project] = await t.database.db
      .select({ id: projects.id, customerId: projects.customerId })
      .from(projects)
      .where(eq(projects.salesmanId, salesmanId))
      .orderBy(projects.id)
      .limit(1);
    if (!project) throw new Error('no project');
    await t.database.db.update(customers).set(contact).where(eq(customers.id, project.customerId));
    return project.id;
  }
  const book = async (token: string, payload: Record<string, unknown>) => {
    const response = await call('POST', '/api/appointment', token, payload);
    expect(response.statusCode).toBe(200);
    return response.json().appointment.id as number;
  };

  it('creates a unique room once, stores it and queues the e-mail and SMS with the link', async () => {
    const project = await projectWithCustomer(ids.salesman, {
      email: 'famille.visio@exemple.fr',
      phone: '06 12 34 56 78',
    });
    const appointment = await book(tok.salesman, { type: 3, project, start: '2026-03-05T13:30:00Z' });
    const first = await call('POST', '/api/salesman/createVisioConf', tok.salesman, {
      appointmentId: appointment,
    });
    expect(first.statusCode).toBe(200);
    const { visioUrl, created } = first.json();
    expect(created).toBe(true);
    expect(visioUrl).toMatch(/^https:\/\/visio\.exemple\.fr\/[A-Za-z0-9_-]{22}$/);
    const [stored] = await t.database.db
      .select({ visioUrl: appointments.visioUrl })
      .from(appointments)
      .where(eq(appointments.id, appointment));
    expect(stored?.visioUrl).toBe(visioUrl);

    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.recipient, ['famille.visio@exemple.fr', '0612345678']));
    const mail = mails.find((m) => m.channel === 'email');
    expect(mail?.bodyText).toContain(visioUrl);
    // 13:30 UTC on 5 March is 14:30 in Paris.
    expect(mail?.subject).toBe('Votre télérendez-vous le 05 mars 2026 à 14:30');
    expect(mail?.bodyText).toContain('le 05 mars 2026 à 14:30');
    const sms = mails.find((m) => m.channel === 'sms');
    expect(sms?.bodyText).toContain(visioUrl);

    // Again: same link, nothing sent twice.
    const again = await call('POST', '/api/salesman/createVisioConf', tok.admin, {
      appointmentId: appointment,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ visioUrl, created: false });
    const after = await t.database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.recipient, ['famille.visio@exemple.fr', '0612345678']));
    expect(after).toHaveLength(2);

    // Another tele-appointment gets another room.
    const second = await book(tok.salesman, { type: 3, project, start: '2026-03-06T09:00:00Z' });
    const other = await call('POST', '/api/salesman/createVisioConf', tok.salesman, {
      appointmentId: second,
    });
    expect(other.json().visioUrl).not.toBe(visioUrl);
    const rooms = await t.database.db
      .select({ visioUrl: appointments.visioUrl })
      .from(appointments)
      .where(isNotNull(appointments.visioUrl));
    expect(new Set(rooms.map((r) => r.visioUrl)).size).toBe(rooms.length);
  });

  it('refuses other people, non-tele appointments and customers without e-mail, in French', async () => {
    const project = await projectWithCustomer(ids.salesman, { email: 'autre.visio@exemple.fr', phone: null });
    const tele = await book(tok.salesman, { type: 3, project, start: '2026-04-01T08:00:00Z' });
    const other = await call('POST', '/api/salesman/createVisioConf', tok.bertrand, { appointmentId: tele });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/commercial du rendez-vous/);
    expect(
      (await call('POST', '/api/salesman/createVisioConf', tok.customer, { appointmentId: tele })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/salesman/createVisioConf', tok.craftsman, { appointmentId: tele }))
        .statusCode,
    ).toBe(403);

    const agency = await book(tok.salesman, { type: 1, project, start: '2026-04-02T08:00:00Z' });
    const notTele = await call('POST', '/api/salesman/createVisioConf', tok.salesman, {
      appointmentId: agency,
    });
    expect(notTele.statusCode).toBe(400);
    expect(notTele.json().message).toBe('Le lien de visio ne se crée que pour un télérendez-vous.');

    const internal = await book(tok.salesman, { type: 3, start: '2026-04-03T08:00:00Z' });
    const noProject = await call('POST', '/api/salesman/createVisioConf', tok.salesman, {
      appointmentId: internal,
    });
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().message).toBe("Le client n'a pas d'adresse e-mail");

    await projectWithCustomer(ids.salesman, { email: null, phone: '0611111111' });
    const noMail = await call('POST', '/api/salesman/createVisioConf', tok.salesman, { appointmentId: tele });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().message).toBe("Le client n'a pas d'adresse e-mail");

    const missing = await call('POST', '/api/salesman/createVisioConf', tok.admin, { appointmentId: 999999 });
    expect(missing.statusCode).toBe(404);
    const invalid = await call('POST', '/api/salesman/createVisioConf', tok.admin, { appointmentId: 'x' });
    expect(invalid.statusCode).toBe(400);
  });

  it('says the date in French, Paris time', () => {
    expect(frenchWhen(new Date('2026-07-14T08:05:00Z'), false)).toBe('le 14 juillet 2026 à 10:05');
    expect(frenchWhen(new Date('2026-07-14T00:00:00Z'), true)).toBe('le 14 juillet 2026');
  });
});
