import { DEMO_PASSWORD } from '@batir/shared/constants';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  demoUserId,
  login,
  nextIp,
  sqlRows,
  type TestApp,
} from '../../../test/helpers';
import { allDrifts } from '../../db/kept-values';
import {
  appointments,
  auditLog,
  communes,
  contactAttempts,
  customers,
  projectProspects,
  projects,
  users,
} from '../../db/schema';

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

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function userIdOf(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

/** Live prospects in the database, counted without the code under test. */
async function liveProspects(salesman?: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(
      and(
        eq(projects.isProspect, true),
        eq(projects.isArchived, false),
        eq(customers.isArchived, false),
        salesman ? eq(projects.salesmanId, salesman) : undefined,
      ),
    );
  return row?.n ?? 0;
}

describe('GET /api/prospects', () => {
  it('moves prospects between the tiles with contact attempts and appointments', async () => {
    const before = (await get('/api/prospects')).json();
    expect(before.from).toBe('logisbox');
    expect(before.totals.toContact).toBe(await liveProspects());
    const [a, b, c] = before.list as { projectId: number }[];
    if (!a || !b || !c) throw new Error('demo prospects missing');
    const db = t.database.db;
    await db
      .insert(contactAttempts)
      .values({ projectId: a.projectId, userId: salesmanId, channel: 'phone', outcome: 'noAnswer' });
    const meeting = { type: 1, title: 'Rendez-vous', userId: salesmanId, startsAt: new Date() };
    await db.insert(appointments).values({ ...meeting, projectId: b.projectId });
    await db.insert(appointments).values([
      { ...meeting, projectId: c.projectId },
      { ...meeting, projectId: c.projectId },
      // A cancelled appointment does not count.
      { ...meeting, projectId: b.projectId, cancelled: true },
    ]);

    const after = (await get('/api/prospects')).json();
    expect(after.totals).toEqual({
      toContact: before.totals.toContact - 3,
      inContact: 1,
      appointment: 1,
      appointmentMore: 1,
    });
    const inContact = (await get('/api/prospects/logisbox?tile=inContact')).json();
    expect(inContact.list.map((p: { projectId: number }) => p.projectId)).toEqual([a.projectId]);
    expect(inContact).toMatchObject({ from: 'logisbox', total: 1, loadMore: false });
    expect(inContact.list[0]).toMatchObject({ tile: 'inContact', contactAttempts: 1 });
    const more = (await get('/api/prospects?tile=appointmentMore')).json();
    expect(more.list.map((p: { projectId: number }) => p.projectId)).toEqual([c.projectId]);
    // The spec's list-state names: the page split by tile.
    const ids = (list: { projectId: number }[]) => list.map((p) => p.projectId);
    expect(ids(after.listInContact)).toEqual([a.projectId]);
    expect(ids(after.listAppointment)).toEqual([b.projectId]);
    expect(ids(after.listAppointmentMore)).toEqual([c.projectId]);
    expect(after.listToContact).toHaveLength(after.list.length - 3);
  });

  it('keeps one origin with `type` (the leads page lists website prospects)', async () => {
    const leads = (await get('/api/prospects?type=website&limit=100')).json();
    expect(leads.list.length).toBeGreaterThan(0);
    expect(leads.list.every((p: { type: string; isLead: boolean }) => p.type === 'website' && p.isLead)).toBe(
      true,
    );
    const [row] = await t.database.db
      .select({ n: count() })
      .from(projects)
      .innerJoin(projectProspects, eq(projectProspects.projectId, projects.id))
      .innerJoin(customers, eq(customers.id, projects.customerId))
      .where(
        and(
          eq(projects.isProspect, true),
          eq(projectProspects.prospectType, 'website'),
          eq(projects.isArchived, false),
          eq(customers.isArchived, false),
        ),
      );
    expect(leads.total).toBe(row?.n);
    const wrong = await get('/api/prospects?type=nope');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ type: 'Origine inconnue' });
  });

  it('keeps the tile up to date when appointments are cancelled and attempts removed (triggers)', async () => {
    const db = t.database.db;
    const [first] = (await get('/api/prospects?tile=toContact')).json().list as { projectId: number }[];
    if (!first) throw new Error('no prospect to contact');
    const tileOf = async () =>
      (
        await db
          .select({ tile: projectProspects.tile })
          .from(projectProspects)
          .where(eq(projectProspects.projectId, first.projectId))
      )[0]?.tile;
    const [attempt] = await db
      .insert(contactAttempts)
      .values({ projectId: first.projectId, userId: salesmanId, channel: 'sms', outcome: 'message' })
      .returning();
    expect(await tileOf()).toBe('inContact');
    const [meeting] = await db
      .insert(appointments)
      .values({
        type: 1,
        title: 'Visite',
        userId: salesmanId,
        startsAt: new Date(),
        projectId: first.projectId,
      })
      .returning();
    expect(await tileOf()).toBe('appointment');
    await db
      .update(appointments)
      .set({ cancelled: true })
      .where(eq(appointments.id, meeting?.id ?? 0));
    expect(await tileOf()).toBe('inContact');
    await db.delete(contactAttempts).where(eq(contactAttempts.id, attempt?.id ?? 0));
    expect(await tileOf()).toBe('toContact');
  });

  it('archiving a household archives its projects, restoring it brings them back', async () => {
    const db = t.database.db;
    const [first] = (await get('/api/prospects')).json().list as { projectId: number; customerId: number }[];
    if (!first) throw new Error('no prospect');
    const isListed = async () =>
      ((await get('/api/prospects?limit=100')).json().list as { projectId: number }[]).some(
        (p) => p.projectId === first.projectId,
      );
    await db.update(customers).set({ isArchived: true }).where(eq(customers.id, first.customerId));
    expect(await isListed()).toBe(false);
    const [archived] = await db.select().from(projects).where(eq(projects.id, first.projectId));
    expect(archived?.isArchived).toBe(true);
    await db.update(customers).set({ isArchived: false }).where(eq(customers.id, first.customerId));
    expect(await isListed()).toBe(true);
  });

  it('keeps the tile and step counters right whatever changes them (the kept-values drift check), and reads them', async () => {
    const db = t.database.db;
    expect(await allDrifts(db)).toEqual({});
    const list = (await get('/api/prospects?limit=4')).json().list as {
      projectId: number;
      customerId: number;
    }[];
    const [a, b, c, d] = list;
    if (!a || !b || !c || !d) throw new Error('demo prospects missing');
    await db
      .insert(contactAttempts)
      .values({ projectId: a.projectId, userId: salesmanId, channel: 'phone', outcome: 'reached' });
    await db
      .insert(appointments)
      .values({ type: 1, title: 'Visite', userId: salesmanId, startsAt: new Date(), projectId: b.projectId });
    await db
      .update(projects)
      .set({ isProspect: false, convertedAt: new Date() })
      .where(eq(projects.id, c.projectId));
    await db.update(projects).set({ salesmanId: null }).where(eq(projects.id, d.projectId));
    await db.update(customers).set({ isArchived: true }).where(eq(customers.id, a.customerId));
    await db.update(projects).set({ step: 2 }).where(eq(projects.id, c.projectId));
    await db.delete(projects).where(eq(projects.id, b.projectId));
    expect(await allDrifts(db)).toEqual({});
    // And what the routes answer comes from them.
    const totals = (await get('/api/prospects')).json().totals;
    const [row] = await sqlRows<Record<string, number>>(
      db,
      sql`select count(*) filter (where x.tile = 'toContact')::int as "toContact"
        from projects p join project_prospects x on x.project_id = p.id where p.is_prospect and not p.is_archived`,
    );
    expect(totals.toContact).toBe(row?.toContact);
  });

  it('pages with load-more, newest first, without overlap', async () => {
    const all = (await get('/api/prospects?limit=100')).json();
    const ids: number[] = [];
    let offset = 0;
    for (;;) {
      const page = (await get(`/api/prospects?limit=4&offset=${offset}`)).json();
      ids.push(...page.list.map((p: { projectId: number }) => p.projectId));
      offset += 4;
      if (!page.loadMore) break;
    }
    expect(ids).toEqual(all.list.map((p: { projectId: number }) => p.projectId));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(ids.length).toBe(all.total);
  });

  it('searches the indexed text, tags website leads and lists archived prospects in archived mode', async () => {
    const muller = (await get(`/api/prospects?search=${encodeURIComponent('élodie MULLER')}`)).json();
    expect(muller.list).toHaveLength(1);
    expect(muller.list[0]).toMatchObject({ customerName: 'Élodie Muller', isLead: true, type: 'website' });
    expect(
      muller.totals.toContact +
        muller.totals.inContact +
        muller.totals.appointment +
        muller.totals.appointmentMore,
    ).toBe(1);
    expect((await get('/api/prospects?search=faure')).json().list).toEqual([]);
    const archived = (await get('/api/prospects?archived=1&search=faure')).json();
    expect(archived.list).toHaveLength(1);
    expect(archived.list[0]).toMatchObject({ isArchived: true, landCity: 'Aiffres' });
  });

  it('filters by salesperson for admins; a salesperson only ever sees their own prospects', async () => {
    const filtered = (await get(`/api/prospects?userIds=${salesmanId}&limit=100`)).json();
    expect(filtered.list.length).toBeGreaterThan(0);
    expect(filtered.list.every((p: { salesman: { id: number } }) => p.salesman.id === salesmanId)).toBe(true);
    expect(filtered.total).toBe(await liveProspects(salesmanId));

    const all = (await get('/api/prospects?limit=100')).json();
    const other = all.list.find(
      (p: { salesman: { id: number } | null }) => p.salesman && p.salesman.id !== salesmanId,
    );
    expect(other).toBeDefined();
    // Asking for another salesperson's prospects changes nothing for a salesperson.
    const own = (await get(`/api/prospects?limit=100&userIds=${other.salesman.id}`, salesman)).json();
    expect(own.total).toBe(await liveProspects(salesmanId));
    expect(own.list.every((p: { salesman: { id: number } }) => p.salesman.id === salesmanId)).toBe(true);
  });

  it('lists several salespeople newest first, page after page, as one list', async () => {
    const all = (await get('/api/prospects?limit=100')).json();
    const followers = [
      ...new Set(
        all.list
          .map((p: { salesman: { id: number } | null }) => p.salesman?.id)
          .filter((id: number | undefined) => id !== undefined),
      ),
    ] as number[];
    expect(followers.length).toBeGreaterThanOrEqual(2);
    const both = followers.slice(0, 2);
    const expected = all.list
      .filter((p: { salesman: { id: number } | null }) => p.salesman && both.includes(p.salesman.id))
      .map((p: { id: number }) => p.id);
    const ids = async (offset: number, limit: number) =>
      (await get(`/api/prospects?userIds=${both.join(',')}&offset=${offset}&limit=${limit}`))
        .json()
        .list.map((p: { id: number }) => p.id);
    expect(await ids(0, 100)).toEqual(expected);
    // Pages of two: the same order, nothing lost or repeated between pages.
    const paged: number[] = [];
    for (let offset = 0; offset < expected.length; offset += 2) paged.push(...(await ids(offset, 2)));
    expect(paged).toEqual(expected);
  });

  it('answers bad parameters with a French 400', async () => {
    const response = await get('/api/prospects?tile=nope');
    expect(response.statusCode).toBe(400);
    expect((await get('/api/prospects?userIds=1,x')).statusCode).toBe(400);
    expect((await get('/api/prospects?limit=1000')).statusCode).toBe(400);
  });
});

describe('prospect routes', () => {
  it('initData: admins get every salesperson, a salesperson only themselves', async () => {
    const forAdmin = (await get('/api/prospect/initData')).json();
    expect(forAdmin.seesAll).toBe(true);
    expect(forAdmin.salesmen.map((s: { id: number }) => s.id)).toContain(salesmanId);
    expect(forAdmin.salesmen.length).toBeGreaterThan(1);
    const forSalesman = (await get('/api/prospect/initData', salesman)).json();
    expect(forSalesman).toMatchObject({
      seesAll: false,
      userId: salesmanId,
      salesmen: [{ id: salesmanId, name: 'Sophie Garnier' }],
    });
    expect((await get('/api/prospect/prepare', salesman)).json().prospect).toMatchObject({
      salesmanId,
      type: 'salesman',
    });
  });

  it('findDuplicate catches Jean-Pierre Dupont typed "jean pierre dupond / 0612345678"', async () => {
    const query = new URLSearchParams({ name1: 'dupond', surname1: 'jean pierre', phone: '0612345678' });
    // As an administrator, who may open every duplicate (another salesperson follows this demo prospect).
    const response = await get(`/api/prospect/findDuplicate?${query}`);
    expect(response.statusCode).toBe(200);
    const [best] = response.json().listDuplicates;
    expect(best).toMatchObject({ customerName: 'Jean-Pierre Dupont', isProspect: true, kind: 'project' });
    expect(best.reasons).toEqual(expect.arrayContaining(['name', 'phone']));
    const none = await get(
      `/api/prospect/findDuplicate?${new URLSearchParams({ name1: 'Zyxwvut', surname1: 'Quentin' })}`,
    );
    expect(none.json().listDuplicates).toEqual([]);
  });

  it('findDuplicate says a duplicate followed by another salesperson exists, without its details (issue 14)', async () => {
    const bertrand = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'n.bertrand@demo.batir.fr', password: DEMO_PASSWORD },
        remoteAddress: nextIp(),
      })
    ).json().token.accessToken as string;
    const household = {
      name1: 'Vasseur',
      surname1: 'Ophélie',
      phone: '06 47 11 28 93',
      email: 'ophelie.vasseur@exemple.fr',
      address: '8 impasse des Tilleuls',
      postalCode: '37100',
    };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/prospect',
      headers: bearer(admin),
      payload: {
        ...household,
        city: 'Tours',
        projectName: 'Maison Vasseur',
        type: 'phone',
        salesmanId: await userIdOf('n.bertrand@demo.batir.fr'),
      },
    });
    expect(added.statusCode).toBe(200);
    const { projectId, customerId } = added.json();
    // Typed by another salesperson: only his phone number is known to him.
    const url = `/api/prospect/findDuplicate?${new URLSearchParams({ name1: 'Autre', phone: '0647112893' })}`;
    const hidden = await get(url, salesman);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().listDuplicates).toEqual([
      expect.objectContaining({
        kind: 'project',
        customerId: null,
        projectId: null,
        contactId: null,
        customerName: 'Doublon suivi par un autre commercial',
        projectName: null,
        followedByOther: true,
        reasons: ['phone'],
      }),
    ]);
    for (const detail of ['Vasseur', 'Ophélie', 'ophelie', '47 11 28', 'Tilleuls', `-${projectId}"`])
      expect(hidden.body).not.toContain(detail);
    // The salesperson who follows it, and administrators, get it in full, as before.
    for (const token of [bertrand, admin]) {
      const [found] = (await get(url, token)).json().listDuplicates;
      expect(found).toMatchObject({
        id: `project-${projectId}`,
        kind: 'project',
        customerId,
        projectId,
        customerName: 'Ophélie Vasseur',
        projectName: 'Maison Vasseur',
        isProspect: true,
        projectStep: 1,
        followedByOther: false,
      });
    }
  });

  it('adds the customer and its prospect project in one transaction, with the audit row', async () => {
    const payload = {
      name1: 'Perrin',
      surname1: 'Hugo',
      name2: 'Perrin',
      surname2: 'Chloé',
      phone: '06 98 76 54 32',
      email: 'hugo.perrin@exemple.fr',
      address: '3 rue de la Paix',
      postalCode: '37000',
      city: 'Tours',
      type: 'fair',
      salesmanId,
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/prospect',
      headers: bearer(admin),
      payload,
    });
    expect(response.statusCode).toBe(200);
    const { projectId, customerId } = response.json();
    const [row] = await t.database.db
      .select()
      .from(projects)
      .innerJoin(projectProspects, eq(projectProspects.projectId, projects.id))
      .where(eq(projects.id, projectId));
    expect({ ...row?.projects, ...row?.project_prospects }).toMatchObject({
      customerId,
      isProspect: true,
      prospectType: 'fair',
      salesmanId,
      landCity: 'Tours',
      step: 1,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prospect.add'), eq(auditLog.entityId, String(projectId))));
    expect(audit).toBeDefined();
    const list = (await get('/api/prospects?tile=toContact&search=perrin', salesman)).json();
    expect(list.list[0]).toMatchObject({ projectId, customerName: 'Hugo et Chloé Perrin', isLead: false });
  });

  it('refuses a salesperson creating for someone else, bad input, and an unknown salesperson (nothing written)', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(customers);
    const base = { name1: 'Leclerc', surname1: 'Inès', phone: '0611223344' };
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/prospect',
      headers: bearer(salesman),
      payload: { ...base, salesmanId: salesmanId + 1 },
    });
    expect(other.statusCode).toBe(403);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/prospect',
      headers: bearer(admin),
      payload: { name1: '', salesmanId, postalCode: '370' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Indiquez le nom');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/prospect',
      headers: bearer(admin),
      payload: { ...base, salesmanId: 999_999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Commercial inconnu ou désactivé');
    const [after] = await t.database.db.select({ n: count() }).from(customers);
    expect(after?.n).toBe(before?.n);
  });

  it('gives customer and craftsman tokens 403 on every prospect and commune route', async () => {
    for (const role of ['customer', 'craftsman'] as const) {
      const token = (await login(t.app, role)).accessToken;
      for (const url of [
        '/api/prospects',
        '/api/prospects/logisbox',
        '/api/prospect/initData',
        '/api/prospect/prepare',
        '/api/prospect/findDuplicate?name1=x',
        '/api/city/tours',
        '/api/city/tours/37',
        '/api/postalcode/37000',
      ])
        expect((await get(url, token)).statusCode, `${role} ${url}`).toBe(403);
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/prospect',
        headers: bearer(token),
        payload: {},
      });
      expect(post.statusCode).toBe(403);
    }
  });
});

describe('communes', () => {
  it('finds cities by name start (accents ignored) within a postal code, and by postal code', async () => {
    const joue = (await get(`/api/city/${encodeURIComponent('joue les')}`, salesman)).json();
    expect(joue.list).toEqual([{ name: 'Joué-lès-Tours', postalCode: '37300' }]);
    const saint37 = (await get('/api/city/saint/37')).json().list as { postalCode: string }[];
    expect(saint37.length).toBeGreaterThan(2);
    expect(saint37.every((c) => c.postalCode.startsWith('37'))).toBe(true);
    expect((await get('/api/city/null/null')).json().list).toEqual([]);
    expect((await get('/api/postalcode/49000')).json().list).toEqual([
      { name: 'Angers', postalCode: '49000' },
    ]);
    expect((await get('/api/postalcode/4924')).json().list).toEqual([
      { name: 'Avrillé', postalCode: '49240' },
    ]);
    expect((await get('/api/postalcode/abc')).statusCode).toBe(400);
    const [row] = await t.database.db.select({ n: count() }).from(communes);
    expect(row?.n).toBeGreaterThan(100);
  });
});
