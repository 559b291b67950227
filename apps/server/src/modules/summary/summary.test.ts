import { CONTACT_TEXTS } from '@batir/shared/contacts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, nextIp, sqlRows, type TestApp } from '../../../test/helpers';
import {
  auditLog,
  contacts,
  notifications,
  outboxMessages,
  projectProspects,
  projects,
  sinkMessages,
} from '../../db/schema';

let t: TestApp;
let admin: string;
let salesman: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ outboxPollMs: 60_000 });
  admin = (await login(t.app, 'admin')).accessToken;
  salesman = (await login(t.app, 'salesman')).accessToken;
  const rows = await sqlRows<{ id: number; email: string }>(t.database.db, sql`select id, email from users`);
  for (const row of rows) ids[row.email] = row.id;
});
afterAll(() => t.close());

const sophie = () => ids['commercial@demo.batir.fr'] ?? 0;
const nathalie = () => ids['n.bertrand@demo.batir.fr'] ?? 0;

async function newContact(fields: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/website/form/contact',
    remoteAddress: nextIp(),
    payload: {
      name1: 'Nouveau',
      surname1: 'Contact',
      postalCode: '49100',
      city: 'Angers',
      phone: '0600000000',
      ...fields,
    },
  });
  expect(response.statusCode).toBe(200);
  const [row] = await sqlRows<{ id: number }>(t.database.db, sql`select max(id)::int as id from contacts`);
  return row?.id ?? 0;
}

const get = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/summary/newContact${query}`, headers: bearer(token) });
const put = (token: string, path: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/summary/${path}`, headers: bearer(token), payload });

async function heleneProject() {
  const [row] = await sqlRows<{ customer_id: number; project_id: number; salesman_id: number }>(
    t.database.db,
    sql`select c.id as customer_id, p.id as project_id, p.salesman_id from customers c
        join projects p on p.customer_id = c.id where c.name1 = 'Lefèvre' and c.surname1 = 'Hélène'`,
  );
  if (!row) throw new Error('demo customer missing');
  return row;
}

async function demoContactId(name1: string) {
  const [row] = await t.database.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.name1, name1));
  return row?.id ?? 0;
}

describe('GET /api/summary/newContact', () => {
  it('lists the waiting contacts and, for the one chosen, the advisers (area first) and the duplicates', async () => {
    const lefebvre = await demoContactId('Lefebvre');
    const response = await get(admin, `?contactId=${lefebvre}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.contactWaiting).toBe(2);
    expect(body.newContact.map((c: { customerName: string }) => c.customerName).sort()).toEqual([
      'Hélène Lefebvre',
      'Marc et Julie Dubois',
    ]);
    const selected = body.contactSelected;
    expect(selected.contactId).toBe(lefebvre);
    expect(selected.contact).toMatchObject({
      phone: '+33 6 11 22 33 44',
      postalCode: '49000',
      status: 'waiting',
    });
    // Sophie Garnier covers the 49: first; then the other active salespeople.
    expect(selected.listUserAvailable[0]).toEqual({
      id: sophie(),
      userName: 'Sophie Garnier',
      coversPostalCode: true,
    });
    expect(selected.listUserAvailable).toHaveLength(4);
    expect(
      selected.listUserAvailable.slice(1).every((u: { coversPostalCode: boolean }) => !u.coversPostalCode),
    ).toBe(true);
    const { customer_id, project_id } = await heleneProject();
    expect(selected.listDuplicates[0]).toMatchObject({
      id: `project-${project_id}`,
      customerId: customer_id,
      projectId: project_id,
      customerName: 'Hélène Lefèvre',
      isProspect: false,
      projectStep: 1,
    });
    expect(selected.listDuplicates[0].reasons).toEqual(['name', 'phone', 'address']);
  });

  it('shows a salesperson the contacts of his area (and of nobody’s), and only himself as adviser', async () => {
    const orleans = await newContact({ name1: 'Loiret', postalCode: '45000', city: 'Orléans' });
    const nowhere = await newContact({ name1: 'Bouches', postalCode: '13000', city: 'Marseille' });
    const body = (await get(salesman)).json();
    const listed = body.newContact.map((c: { id: number }) => c.id);
    expect(listed).toContain(nowhere);
    expect(listed).not.toContain(orleans);
    expect((await get(salesman, `?contactId=${orleans}`)).statusCode).toBe(404);
    const own = (await get(salesman, `?contactId=${nowhere}`)).json();
    expect(own.contactSelected.listUserAvailable).toEqual([
      { id: sophie(), userName: 'Sophie Garnier', coversPostalCode: false },
    ]);
    // Nathalie Bertrand (45) sees the Orléans one in the admin's list of advisers, first.
    const forAdmin = (await get(admin, `?contactId=${orleans}`)).json();
    expect(forAdmin.contactSelected.listUserAvailable[0]).toMatchObject({
      id: nathalie(),
      coversPostalCode: true,
    });
  });

  it('is for admins and salespeople only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/summary/newContact' })).statusCode).toBe(401);
    for (const role of ['technical', 'customer', 'craftsman', 'gridOperator'] as const) {
      const token = (await login(t.app, role)).accessToken;
      expect((await get(token)).statusCode, role).toBe(403);
      expect(
        (await put(token, 'contactAttribute', { contactId: 1, userId: sophie() })).statusCode,
        role,
      ).toBe(403);
    }
    const noToken = await t.app.inject({
      method: 'PUT',
      url: '/api/summary/contactNonAttribute',
      payload: { contactId: 1 },
    });
    expect(noToken.statusCode).toBe(401);
    expect((await put(salesman, 'contactNonAttribute', { contactId: 1 })).statusCode).toBe(403);
    expect((await put(salesman, 'delete/contactSite', { contactId: 1 })).statusCode).toBe(403);
  });
});

describe('PUT /api/summary/contactAttribute', () => {
  it('requires an adviser who is an active salesperson', async () => {
    const id = await newContact({ name1: 'Sans', surname1: 'Conseiller' });
    const missing = await put(admin, 'contactAttribute', { contactId: id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.userId).toBe(CONTACT_TEXTS.adviserRequired);
    const technical = await put(admin, 'contactAttribute', {
      contactId: id,
      userId: ids['technique@demo.batir.fr'],
    });
    expect(technical.statusCode).toBe(400);
    expect(technical.json().message).toBe("Ce gestionnaire n'est pas un commercial actif.");
    expect(technical.json().code).toBe('ADVISER_NOT_ACTIVE_SALESMAN');
    const other = await put(salesman, 'contactAttribute', { contactId: id, userId: nathalie() });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("Vous ne pouvez attribuer un contact qu'à vous-même.");
    expect((await put(admin, 'contactAttribute', { contactId: 999_999, userId: sophie() })).statusCode).toBe(
      404,
    );
  });

  it('creates the prospect owned by the adviser, in one audited transaction, and tells him', async () => {
    const id = await newContact({
      name1: 'Moreau',
      surname1: 'Inès',
      email: 'ines.moreau@exemple.fr',
      city: 'Trélazé',
    });
    const response = await put(admin, 'contactAttribute', {
      contactId: id,
      userId: sophie(),
      isExclusive: 0,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ error: 0, merged: false });

    const [row] = await t.database.db
      .select()
      .from(projects)
      .innerJoin(projectProspects, eq(projectProspects.projectId, projects.id))
      .where(eq(projects.id, body.projectId));
    expect({ ...row?.projects, ...row?.project_prospects }).toMatchObject({
      customerId: body.customerId,
      isProspect: true,
      prospectType: 'website',
      salesmanId: sophie(),
      step: 1,
      name: 'Projet Inès Moreau',
      landCity: 'Trélazé',
    });
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(contact).toMatchObject({
      status: 'attributed',
      adviserId: sophie(),
      isExclusive: false,
      projectId: body.projectId,
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'contact.attribute'));
    expect(audit.map((a) => a.entityId)).toContain(String(id));
    // The newContact notifications of this contact are gone; the adviser got his own.
    const left = await t.database.db.select().from(notifications).where(eq(notifications.linkedId, id));
    expect(left.filter((n) => n.scName === 'newContact')).toEqual([]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.scId, body.projectId));
    expect(told.filter((n) => n.scType === 'project')).toMatchObject([
      { userId: sophie(), scName: 'prospect', text: 'Nouveau contact attribué : Inès Moreau' },
    ]);

    // No longer waiting: a second attribution is refused, and the adviser sees it among his own.
    const again = await put(admin, 'contactAttribute', { contactId: id, userId: sophie() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ce contact a déjà été traité.');
    expect(again.json().code).toBe('CONTACT_ALREADY_HANDLED');
    const mine = (await get(salesman)).json();
    expect(mine.newContact.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(mine.contactMyself[0]).toMatchObject({ id, projectId: body.projectId });
  });

  it('with a merge, attaches the request to the duplicate’s project and creates nothing', async () => {
    const lefebvre = await demoContactId('Lefebvre');
    const { customer_id, project_id, salesman_id } = await heleneProject();
    const count = async () =>
      (await sqlRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from projects`))[0]?.n;
    const before = await count();
    expect(
      (
        await put(admin, 'contactAttribute', {
          contactId: lefebvre,
          userId: sophie(),
          mergeId: `${customer_id}#999999`,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await put(admin, 'contactAttribute', { contactId: lefebvre, userId: sophie(), mergeId: 'abc' })).json()
        .fields.mergeId,
    ).toBe('Doublon invalide (attendu : client#projet)');
    const response = await put(admin, 'contactAttribute', {
      contactId: lefebvre,
      userId: sophie(),
      isExclusive: 1,
      mergeId: `${customer_id}#${project_id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ merged: true, customerId: customer_id, projectId: project_id });
    expect(await count()).toBe(before);
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, lefebvre));
    expect(contact).toMatchObject({
      status: 'merged',
      projectId: project_id,
      customerId: customer_id,
      isExclusive: true,
    });
    // A customer's project keeps its adviser.
    expect((await heleneProject()).salesman_id).toBe(salesman_id);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'contact.merge')),
    ).toHaveLength(1);
  });
});

describe('merging into a project the caller may not change (issue 14, hole 1)', () => {
  /** A live prospect followed by a salesperson other than Sophie, and a contact of Sophie's area with its phone. */
  async function othersProspect() {
    const [row] = await sqlRows<{
      customer_id: number;
      project_id: number;
      salesman_id: number;
      phone: string;
    }>(
      t.database.db,
      sql`select c.id as customer_id, p.id as project_id, p.salesman_id, c.phone from projects p
          join customers c on c.id = p.customer_id
          where p.is_prospect and not p.is_archived and p.salesman_id <> ${sophie()} and c.phone is not null
          order by p.id limit 1`,
    );
    if (!row) throw new Error('demo prospect of another salesperson missing');
    const contactId = await newContact({ name1: 'Usurpateur', surname1: 'Paul', phone: row.phone });
    return { ...row, contactId };
  }

  it('refuses a salesperson the merge into another salesperson’s prospect, and changes nothing', async () => {
    const target = await othersProspect();
    const response = await put(salesman, 'contactAttribute', {
      contactId: target.contactId,
      userId: sophie(),
      mergeId: `${target.customer_id}#${target.project_id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Ce dossier est suivi par un autre commercial : vous ne pouvez pas y rattacher ce contact.',
    );
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, target.project_id));
    expect(project?.salesmanId).toBe(target.salesman_id);
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, target.contactId));
    expect(contact?.status).toBe('waiting');
    // The prospect stays out of her reach.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/project/sheet/${target.project_id}`,
          headers: bearer(salesman),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('shows her that duplicate without its details, ids or merge, as followed by another salesperson', async () => {
    const target = await othersProspect();
    const selected = (await get(salesman, `?contactId=${target.contactId}`)).json().contactSelected;
    const hidden = selected.listDuplicates.filter((d: { followedByOther: boolean }) => d.followedByOther);
    expect(hidden.length).toBeGreaterThan(0);
    for (const duplicate of hidden) {
      expect(duplicate).toMatchObject({
        customerId: null,
        projectId: null,
        contactId: null,
        projectName: null,
        customerName: 'Doublon suivi par un autre commercial',
      });
      expect(duplicate.id).not.toContain(String(target.project_id));
    }
    expect(hidden[0].reasons).toContain('phone');
    // The administrator sees it whole, and may merge into it.
    const forAdmin = (await get(admin, `?contactId=${target.contactId}`)).json().contactSelected;
    expect(forAdmin.listDuplicates).toContainEqual(
      expect.objectContaining({ projectId: target.project_id, followedByOther: false }),
    );
  });

  it('lets a salesperson merge into his own prospect, and an administrator into anyone’s', async () => {
    const target = await othersProspect();
    const response = await put(admin, 'contactAttribute', {
      contactId: target.contactId,
      userId: sophie(),
      mergeId: `${target.customer_id}#${target.project_id}`,
    });
    expect(response.statusCode).toBe(200);
    // A prospect follows its new adviser.
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, target.project_id));
    expect(project?.salesmanId).toBe(sophie());
    const next = await newContact({ name1: 'Encore', surname1: 'Paul', phone: target.phone });
    const own = await put(salesman, 'contactAttribute', {
      contactId: next,
      userId: sophie(),
      mergeId: `${target.customer_id}#${target.project_id}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ merged: true, projectId: target.project_id });
  });
});

describe('PUT /api/summary/contactNonAttribute', () => {
  it('declines: an e-mail and an SMS leave through the outbox and reach the sinks', async () => {
    const id = await newContact({
      name1: 'Refus',
      surname1: 'Aurélie',
      email: 'aurelie.refus@exemple.fr',
      phone: '+33 7 12 34 56 78',
    });
    const response = await put(admin, 'contactNonAttribute', { contactId: id });
    expect(response.statusCode).toBe(200);
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(contact?.status).toBe('declined');
    const queued = await t.database.db.select().from(outboxMessages);
    expect(queued.map((m) => m.recipient)).toEqual(
      expect.arrayContaining(['aurelie.refus@exemple.fr', '0712345678']),
    );

    await t.app.outbox.runOnce();
    const sink = await t.database.db.select().from(sinkMessages);
    const mail = sink.find((m) => m.recipient === 'aurelie.refus@exemple.fr');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Votre demande de contact' });
    expect(mail?.body).toContain('Bonjour Aurélie Refus');
    expect(mail?.body).toContain('nous sommes au regret');
    const sms = sink.find((m) => m.recipient === '0712345678');
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toContain('au regret de ne pas pouvoir y donner suite');

    const outbox = (await t.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(admin) })).json();
    expect(outbox.sink.map((m: { recipient: string }) => m.recipient)).toEqual(
      expect.arrayContaining(['aurelie.refus@exemple.fr', '0712345678']),
    );
    expect((await put(admin, 'contactNonAttribute', { contactId: id })).statusCode).toBe(409);
  });
});

describe('PUT /api/summary/delete/contactSite', () => {
  it('deletes a spam contact, keeping what it said in the audit log', async () => {
    const id = await newContact({ name1: 'Spam', surname1: 'Robot', message: 'Achetez des montres' });
    expect((await put(admin, 'delete/contactSite', { contactId: id })).statusCode).toBe(200);
    expect(await t.database.db.select().from(contacts).where(eq(contacts.id, id))).toEqual([]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'contact.delete'));
    expect(audit?.before).toMatchObject({ message: 'Achetez des montres' });
    expect((await put(admin, 'delete/contactSite', { contactId: id })).statusCode).toBe(404);
    expect((await put(admin, 'delete/contactSite', {})).statusCode).toBe(400);
  });
});
