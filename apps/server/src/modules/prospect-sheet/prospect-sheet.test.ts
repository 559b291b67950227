import { DEMO_PASSWORD } from '@batir/shared/constants';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  demoUserId,
  login,
  nextIp,
  projectTrail,
  type TestApp,
  withFailingAudit,
} from '../../../test/helpers';
import {
  appointmentRequests,
  appointments,
  auditLog,
  comments,
  contactAttempts,
  customers,
  outboxMessages,
  projects,
  prospectQualifications,
  todos,
  userComments,
  users,
} from '../../db/schema';
import { hashPassword } from '../auth';
import { FIXTURES, multipartBody } from '../files/multipart.test-helper';

let t: TestApp;
let admin: string;
let salesman: string;
let customer: string;
let craftsman: string;
let salesmanId: number;
let adminId: number;
/** A live prospect of the demo salesperson, and one of another salesperson. */
let mine: { projectId: number; customerId: number };
let archiveTarget: { projectId: number; customerId: number };
let convertTarget: { projectId: number; customerId: number };
let other: { projectId: number; customerId: number; salesmanId: number | null };

beforeAll(async () => {
  t = await createTestApp();
  const token = async (role: 'admin' | 'salesman' | 'customer' | 'craftsman') =>
    (await login(t.app, role)).accessToken;
  admin = await token('admin');
  salesman = await token('salesman');
  customer = await token('customer');
  craftsman = await token('craftsman');
  salesmanId = await demoUserId(t, 'salesman');
  adminId = await demoUserId(t, 'admin');
  const rows = await t.database.db
    .select({ projectId: projects.id, customerId: projects.customerId, salesmanId: projects.salesmanId })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(
      and(eq(projects.isProspect, true), eq(projects.isArchived, false), eq(customers.isArchived, false)),
    )
    .orderBy(projects.id);
  const foreign = rows.find((row) => row.salesmanId !== salesmanId && row.salesmanId !== null);
  if (!foreign) throw new Error('demo prospects missing');
  // Three prospects of the demo salesperson, made through the add route: the sheet, archive, convert.
  const made: (typeof mine)[] = [];
  for (const name1 of ['Fiche', 'Archive', 'Conversion']) {
    const added = await call('POST', '/api/prospect', salesman, {
      name1,
      surname1: 'Test',
      phone: '0102030405',
      email: `${name1.toLowerCase()}@exemple.fr`,
      postalCode: '37000',
      city: 'Tours',
      salesmanId,
    });
    if (added.statusCode !== 200) throw new Error(added.body);
    made.push(added.json());
  }
  [mine, archiveTarget, convertTarget] = made as [typeof mine, typeof mine, typeof mine];
  other = foreign;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function auditRows(action: string, entityId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

describe('GET /api/project/sheet/{id}', () => {
  it('answers the household, the project and every list of the sheet', async () => {
    const db = t.database.db;
    const id = mine.projectId;
    const earlier = new Date(Date.now() - 3_600_000);
    await db
      .insert(comments)
      .values({ type: 'project', linkedId: id, text: 'Bonjour', authorId: salesmanId });
    await db.insert(userComments).values([
      { projectId: id, authorId: salesmanId, text: 'Note visible' },
      { projectId: id, authorId: salesmanId, text: 'Note supprimée', deletedAt: new Date() },
    ]);
    await db.insert(prospectQualifications).values([
      { projectId: id, qualification: 'cold', userId: salesmanId, createdAt: earlier },
      { projectId: id, qualification: 'hot', userId: salesmanId },
    ]);
    await db.insert(contactAttempts).values([
      { projectId: id, userId: salesmanId, channel: 'phone', outcome: 'noAnswer', createdAt: earlier },
      { projectId: id, userId: salesmanId, channel: 'email', outcome: 'reached' },
    ]);
    await db
      .insert(todos)
      .values({ userId: salesmanId, projectId: id, text: 'Rappeler', dueDate: '2030-01-02' });
    const [meeting] = await db
      .insert(appointments)
      .values({
        type: 1,
        title: 'Premier rendez-vous',
        projectId: id,
        userId: salesmanId,
        startsAt: new Date(),
      })
      .returning();
    await db.insert(appointmentRequests).values({ projectId: id, salesmanId, availability: 'Le matin' });

    const response = await call('GET', `/api/project/sheet/${id}`, salesman);
    expect(response.statusCode).toBe(200);
    const sheet = response.json();
    expect(sheet.error).toBe(0);
    expect(sheet.customer.id).toBe(mine.customerId);
    expect(sheet.project).toMatchObject({ id, isProspect: true, archived: false });
    expect(sheet.project.salesman.id).toBe(salesmanId);
    expect(sheet.quotations).toEqual([]);
    expect(sheet.quotationLeads).toEqual([]);
    expect(sheet.comments.map((c: { text: string }) => c.text)).toEqual(['Bonjour']);
    expect(sheet.comments[0]).toMatchObject({ fromCustomer: false, author: { id: salesmanId } });
    expect(sheet.userComments.map((c: { text: string }) => c.text)).toEqual(['Note visible']);
    expect(sheet.qualifications.map((q: { qualification: string }) => q.qualification)).toEqual([
      'hot',
      'cold',
    ]);
    expect(sheet.contactAttempts.map((a: { outcome: string }) => a.outcome)).toEqual(['reached', 'noAnswer']);
    expect(sheet.toDos).toMatchObject([{ text: 'Rappeler', dueDate: '2030-01-02', done: false }]);
    expect(sheet.appointments).toMatchObject([{ id: meeting?.id, title: 'Premier rendez-vous' }]);
    expect(sheet.appointmentRequests).toMatchObject([{ availability: 'Le matin', status: 'waiting' }]);
    expect(Array.isArray(sheet.history)).toBe(true);
  });

  it('lets admins open any sheet, refuses another salesperson, customers and craftsmen', async () => {
    expect((await call('GET', `/api/project/sheet/${other.projectId}`, admin)).statusCode).toBe(200);
    const refused = await call('GET', `/api/project/sheet/${other.projectId}`, salesman);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/n'est pas suivi par vous/);
    for (const token of [customer, craftsman])
      expect((await call('GET', `/api/project/sheet/${mine.projectId}`, token)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown project and 400 in French for a bad id', async () => {
    const missing = await call('GET', '/api/project/sheet/99999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Projet introuvable.');
    const bad = await call('GET', '/api/project/sheet/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.id).toBe('Identifiant invalide');
  });
});

describe('project infos', () => {
  it('reads and writes the infos with an audit row; only admins change the salesperson', async () => {
    const id = mine.projectId;
    const read = (await call('GET', `/api/project/infos/${id}`, salesman)).json();
    expect(read.infos).toMatchObject({ projectId: id, salesmanId });
    const body = {
      projectId: id,
      name: 'Maison plain-pied',
      landCity: 'Tours',
      landPostalCode: '37000',
      type: 'phone',
    };
    const saved = await call('PUT', '/api/project/infos', salesman, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().infos).toMatchObject({ name: 'Maison plain-pied', landCity: 'Tours', salesmanId });
    const [audit] = await auditRows('project.infos', id);
    expect(audit?.userId).toBe(salesmanId);
    expect(audit?.before).toMatchObject({ name: read.infos.name });
    expect(audit?.after).toMatchObject({ name: 'Maison plain-pied' });

    const reassign = await call('PUT', '/api/project/infos', salesman, { ...body, salesmanId: adminId });
    expect(reassign.statusCode).toBe(403);
    expect(reassign.json().message).toMatch(/administrateur/);
    const byAdmin = await call('PUT', '/api/project/infos', admin, {
      ...body,
      projectId: other.projectId,
      salesmanId,
    });
    expect(byAdmin.json().infos.salesmanId).toBe(salesmanId);
    // Given back to its salesperson for the other tests.
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, other.projectId));
    expect(row?.salesmanId).toBe(salesmanId);
    await t.database.db
      .update(projects)
      .set({ salesmanId: other.salesmanId })
      .where(eq(projects.id, other.projectId));

    const bad = await call('PUT', '/api/project/infos', salesman, { ...body, landPostalCode: '37' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.landPostalCode).toBe('Code postal invalide (5 chiffres)');
    expect(
      (await call('PUT', '/api/project/infos', salesman, { ...body, projectId: other.projectId })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/project/infos/${id}`, customer)).statusCode).toBe(403);
  });
});

describe('PUT /api/prospect', () => {
  it('edits the household and the project in one transaction, answers them and shows the change in the history', async () => {
    const id = mine.projectId;
    const sheet = (await call('GET', `/api/project/sheet/${id}`, salesman)).json();
    const form = {
      projectId: id,
      name1: sheet.customer.name1,
      surname1: sheet.customer.surname1,
      phone: '0611223344',
      email: sheet.customer.email ?? '',
      address: '3 rue des Lilas',
      postalCode: '37000',
      city: 'Tours',
      landCity: 'Tours',
      landPostalCode: '37000',
      type: 'salesman',
      salesmanId,
    };
    const response = await call('PUT', '/api/prospect', salesman, form);
    expect(response.statusCode).toBe(200);
    expect(response.json().customer).toMatchObject({ phone: '0611223344', address: '3 rue des Lilas' });
    expect(response.json().project).toMatchObject({ id, landCity: 'Tours' });
    const [audit] = await auditRows('prospect.edit', id);
    expect(audit?.before).toMatchObject({ customer: { phone: sheet.customer.phone } });
    expect(audit?.after).toMatchObject({ customer: { phone: '0611223344' } });
    const history = (await call('GET', `/api/project/sheet/${id}`, salesman)).json().history;
    expect(history[0]).toMatchObject({ label: 'Coordonnées modifiées', user: { id: salesmanId } });
    expect(history[0].details).toContain('Téléphone : 01 02 03 04 05 → 06 11 22 33 44');

    const bad = await call('PUT', '/api/prospect', salesman, { ...form, name1: '', phone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name1: 'Indiquez le nom',
      phone: 'Numéro de téléphone invalide',
    });
    const foreign = await call('PUT', '/api/prospect', salesman, { ...form, projectId: other.projectId });
    expect(foreign.statusCode).toBe(403);
    const unknown = await call('PUT', '/api/prospect', admin, { ...form, projectId: 99999999 });
    expect(unknown.statusCode).toBe(404);
    expect((await call('PUT', '/api/prospect', craftsman, form)).statusCode).toBe(403);
  });
});

describe('a failed prospect command', () => {
  it('writes neither history nor audit, and leaves the household and the project as they were', async () => {
    const id = mine.projectId;
    const state = async () => {
      const trail = await projectTrail(t.database.db, id, { auditAction: 'prospect.edit' });
      const [household] = await t.database.db
        .select({ phone: customers.phone, address: customers.address })
        .from(customers)
        .where(eq(customers.id, mine.customerId));
      const [project] = await t.database.db
        .select({ landCity: projects.landCity })
        .from(projects)
        .where(eq(projects.id, id));
      return { ...trail, household, project };
    };
    const before = await state();
    const sheet = (await call('GET', `/api/project/sheet/${id}`, salesman)).json();
    const response = await withFailingAudit(t.database.db, 'prospect.edit', () =>
      call('PUT', '/api/prospect', salesman, {
        projectId: id,
        name1: sheet.customer.name1,
        surname1: sheet.customer.surname1,
        phone: '0699887766',
        email: sheet.customer.email ?? '',
        address: '9 allée des Tilleuls',
        postalCode: '37000',
        city: 'Tours',
        landCity: 'Amboise',
        landPostalCode: '37400',
        type: 'salesman',
        salesmanId,
      }),
    );
    expect(response.statusCode).toBe(500);
    expect(await state()).toEqual(before);
  });
});

describe('archive and activate', () => {
  it('archives the household (out of the live list), then brings the prospect back', async () => {
    const target = archiveTarget;
    const total = async () => (await call('GET', '/api/prospects', salesman)).json().total as number;
    const before = await total();
    const archived = await call('PUT', `/api/customers/${target.customerId}/archive`, salesman, {
      archive: true,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ error: 0, isArchived: true });
    expect(await total()).toBe(before - 1);
    expect((await auditRows('customer.archive', target.customerId)).length).toBe(1);
    const sheet = (await call('GET', `/api/project/sheet/${target.projectId}`, salesman)).json();
    expect(sheet.project.archived).toBe(true);
    expect(sheet.history[0].label).toBe('Foyer archivé');

    const activated = await call('PUT', `/api/prospect/${target.projectId}/activate`, salesman);
    expect(activated.statusCode).toBe(200);
    expect(await total()).toBe(before);
    const again = await call('PUT', `/api/prospect/${target.projectId}/activate`, salesman);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Ce prospect n'est pas archivé.");

    const bad = await call('PUT', `/api/customers/${target.customerId}/archive`, salesman, {
      archive: 'peut-être',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.archive).toBe('Indiquez archive : true ou false');
    expect(
      (await call('PUT', `/api/customers/${other.customerId}/archive`, salesman, { archive: true }))
        .statusCode,
    ).toBe(403);
    expect((await call('PUT', '/api/customers/99999999/archive', admin, { archive: true })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/api/prospect/${other.projectId}/activate`, salesman)).statusCode).toBe(403);
  });
});

describe('POST /api/user/{id}/convert', () => {
  it('turns the prospect into a customer, opens the portal account and queues its e-mail; twice is 400', async () => {
    const db = t.database.db;
    const target = convertTarget;
    const email = `converti-${target.customerId}@exemple.fr`;
    await db.update(customers).set({ email, userId: null }).where(eq(customers.id, target.customerId));

    expect((await call('POST', `/api/user/${target.customerId}/convert`, customer)).statusCode).toBe(403);
    const other2 = await call('POST', `/api/user/${other.customerId}/convert`, salesman);
    expect(other2.statusCode, other2.body).toBe(403);

    const response = await call('POST', `/api/user/${target.customerId}/convert`, salesman);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ error: 0, projectId: target.projectId, accountCreated: true });
    const [project] = await db.select().from(projects).where(eq(projects.id, target.projectId));
    expect(project).toMatchObject({ isProspect: false, step: 1 });
    expect(project?.convertedAt).toBeInstanceOf(Date);
    const [household] = await db.select().from(customers).where(eq(customers.id, target.customerId));
    const [account] = await db
      .select()
      .from(users)
      .where(eq(users.id, household?.userId ?? 0));
    expect(account).toMatchObject({ email, roles: ['customer'], accessExpiresAt: null });
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.bodyText).toMatch(/forgotPassword\?token=/);
    expect((await auditRows('prospect.convert', target.projectId)).length).toBe(1);

    const twice = await call('POST', `/api/user/${target.customerId}/convert`, salesman);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Ce prospect est déjà converti en client.');
    expect((await call('POST', '/api/user/99999999/convert', admin)).statusCode).toBe(404);
  });
});

describe('POST /api/user/{id}/createTempAccess', () => {
  it('opens a 30-day account, extends it on a second call, and the sign-in refuses it once expired', async () => {
    const db = t.database.db;
    const email = `temporaire-${mine.customerId}@exemple.fr`;
    await db.update(customers).set({ email, userId: null }).where(eq(customers.id, mine.customerId));
    const first = await call('POST', `/api/user/${mine.customerId}/createTempAccess`, salesman);
    expect(first.statusCode).toBe(200);
    const expiresAt = new Date(first.json().expiresAt).getTime();
    expect(Math.abs(expiresAt - Date.now() - 30 * 86_400_000)).toBeLessThan(60_000);
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account?.roles).toEqual(['customer']);
    expect(account?.accessExpiresAt?.getTime()).toBe(expiresAt);

    // Pretend the access was opened 20 days ago: a second call gives 30 days from now again.
    await db
      .update(users)
      .set({
        accessExpiresAt: new Date(Date.now() + 10 * 86_400_000),
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .where(eq(users.email, email));
    const second = await call('POST', `/api/user/${mine.customerId}/createTempAccess`, salesman);
    expect(new Date(second.json().expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
        remoteAddress: nextIp(),
      });
    expect((await signIn()).statusCode).toBe(200);
    await db
      .update(users)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/accès temporaire a expiré/);

    expect((await call('POST', `/api/user/${other.customerId}/createTempAccess`, salesman)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/user/${mine.customerId}/createTempAccess`, craftsman)).statusCode).toBe(
      403,
    );
    await db.update(customers).set({ email: null }).where(eq(customers.id, other.customerId));
    await db.update(customers).set({ userId: null }).where(eq(customers.id, other.customerId));
    const noMail = await call('POST', `/api/user/${other.customerId}/createTempAccess`, admin);
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().message).toMatch(/adresse e-mail/);

    // Converting the household makes its temporary account permanent: the sign-in works again.
    const converted = await call('POST', `/api/user/${mine.customerId}/convert`, salesman);
    expect(converted.json()).toMatchObject({ error: 0, accountCreated: false });
    const [permanent] = await db.select().from(users).where(eq(users.email, email));
    expect(permanent?.accessExpiresAt).toBeNull();
    expect((await signIn()).statusCode).toBe(200);
    const permanentAgain = await call('POST', `/api/user/${mine.customerId}/createTempAccess`, salesman);
    expect(permanentAgain.statusCode).toBe(400);
    expect(permanentAgain.json().message).toMatch(/espace client permanent/);
  });
});

describe('POST /api/attachment/{project}', () => {
  it('stores the file on the project, lists it in the sheet, and refuses another salesperson', async () => {
    const id = mine.projectId;
    const upload = (project: number, token: string, file = FIXTURES.pdf, name = 'plan.pdf') => {
      const body = multipartBody({ linkedId: String(other.projectId), type: 'report' }, [
        { name, data: file },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/attachment/${project}`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const response = await upload(id, salesman);
    expect(response.statusCode).toBe(200);
    const [file] = response.json().files;
    expect(file).toMatchObject({ name: 'plan.pdf' });
    const sheet = (await call('GET', `/api/project/sheet/${id}`, salesman)).json();
    expect(sheet.attachments).toMatchObject([
      { id: file.id, type: 'project', linkedId: id, name: 'plan.pdf' },
    ]);
    expect(sheet.attachments[0].apiUrl).toMatch(/^\/viewer\/type\/project\//);
    expect(sheet.history.some((h: { label: string }) => h.label === 'Pièce jointe ajoutée')).toBe(true);

    expect((await upload(other.projectId, salesman)).statusCode).toBe(403);
    expect((await upload(id, customer)).statusCode).toBe(403);
    expect((await upload(99999999, admin)).statusCode).toBe(404);
    const exe = await upload(id, salesman, FIXTURES.exe, 'virus.pdf');
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toMatch(/virus\.pdf/);
  });
});

describe('the history in French (issue 15, defect 10)', () => {
  /** A sheet history line as the sheet shows it: the title, then the details. */
  type Line = { label: string; details: string[] };
  const lines = async (projectId: number) =>
    ((await call('GET', `/api/project/sheet/${projectId}`, salesman)).json().history as Line[]).map(
      (h) => `${h.label}${h.details.length ? ` — ${h.details.join(' ; ')}` : ''}`,
    );
  let target: { projectId: number; customerId: number };
  const household = (phone: string) => ({
    name1: 'Historique',
    surname1: 'Test',
    phone,
    email: 'historique@exemple.fr',
    postalCode: '37000',
    city: 'Tours',
    landCity: 'Tours',
    landPostalCode: '37000',
    type: 'salesman',
    salesmanId,
  });
  const form = (phone: string) => ({ projectId: target.projectId, ...household(phone) });

  beforeAll(async () => {
    const added = await call('POST', '/api/prospect', salesman, household('06 77 88 99 00'));
    if (added.statusCode !== 200) throw new Error(added.body);
    target = added.json();
  });

  it('qualification: the label shown on screen; the current one clicked again adds no line', async () => {
    const url = `/api/user/${target.customerId}/qualification`;
    const set = await call('PUT', url, salesman, { projectId: target.projectId, qualification: 'hot' });
    expect(set.statusCode).toBe(200);
    expect((await lines(target.projectId))[0]).toBe(
      'Qualification modifiée — Qualification : (vide) → Chaud',
    );
    const count = (await lines(target.projectId)).length;
    const again = await call('PUT', url, salesman, { projectId: target.projectId, qualification: 'hot' });
    expect(again.statusCode).toBe(200);
    expect(again.json().qualifications).toHaveLength(1);
    expect(await lines(target.projectId)).toHaveLength(count);
    await call('PUT', url, salesman, { projectId: target.projectId, qualification: 'warm' });
    expect((await lines(target.projectId))[0]).toBe('Qualification modifiée — Qualification : Chaud → Tiède');
  });

  it('personal contribution: a French title and an amount in euros; the same amount again adds no line', async () => {
    const url = `/api/user/${target.customerId}/personalContribution`;
    expect((await call('PUT', url, salesman, { personalContribution: 25000 })).statusCode).toBe(200);
    const shown = await lines(target.projectId);
    expect(shown[0]).toBe('Apport personnel modifié — Apport personnel : (vide) → 25\u00a0000,00\u00a0€');
    expect((await call('PUT', url, salesman, { personalContribution: 25000 })).statusCode).toBe(200);
    expect(await lines(target.projectId)).toHaveLength(shown.length);
  });

  it('phone: in pairs on both sides; saving the form unchanged, or the same number written otherwise, adds no line', async () => {
    expect((await call('PUT', '/api/prospect', salesman, form('0677889901'))).statusCode).toBe(200);
    const shown = await lines(target.projectId);
    expect(shown[0]).toBe('Coordonnées modifiées — Téléphone : 06 77 88 99 00 → 06 77 88 99 01');
    expect((await call('PUT', '/api/prospect', salesman, form('0677889901'))).statusCode).toBe(200);
    expect((await call('PUT', '/api/prospect', salesman, form('06 77 88 99 01'))).statusCode).toBe(200);
    expect(await lines(target.projectId)).toHaveLength(shown.length);
    expect((await auditRows('prospect.edit', target.projectId)).length).toBe(1);
  });

  it('a file added is named', async () => {
    const body = multipartBody({}, [{ name: 'plan-maison.pdf', data: FIXTURES.pdf }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/attachment/${target.projectId}`,
      headers: { ...bearer(salesman), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    expect((await lines(target.projectId))[0]).toBe('Pièce jointe ajoutée — plan-maison.pdf');
  });

  it('rows written before: French values, no action code, and no line for a change that changed nothing', async () => {
    const entityId = String(target.projectId);
    const old = (action: string, before: object | null, after: object | null) => ({
      userId: salesmanId,
      action,
      entity: 'project',
      entityId,
      before,
      after,
    });
    await t.database.db
      .insert(auditLog)
      .values([
        old('inContact.set', { inContact: false }, { inContact: true }),
        old('project.infos', { type: 'salesman', salesman: salesmanId }, { type: 'fair', salesman: adminId }),
        old('qualification.set', { qualification: 'warm' }, { qualification: 'warm', note: '' }),
        old(
          'prospect.edit',
          { customer: { phone: '06 77 88 99 01' } },
          { customer: { phone: '0677889901' } },
        ),
        old('some.futureAction', null, null),
      ]);
    const names = await t.database.db
      .select({ id: users.id, surname: users.surname, name: users.name })
      .from(users)
      .where(inArray(users.id, [salesmanId, adminId]));
    const nameOf = (id: number) => {
      const user = names.find((u) => u.id === id);
      return `${user?.surname} ${user?.name}`;
    };
    expect((await lines(target.projectId)).slice(0, 3)).toEqual([
      'Projet modifié',
      `Informations du projet modifiées — Origine : Commercial → Salon ; Commercial : ${nameOf(salesmanId)} → ${nameOf(adminId)}`,
      'Prospect marqué « en contact » — En contact : Non → Oui',
    ]);
    expect((await lines(target.projectId)).join('\n')).not.toMatch(/Modification \(|futureAction|\.set\b/);
  });
});
