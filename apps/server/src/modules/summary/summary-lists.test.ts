import { NEW_CUSTOMER_DAYS } from '@batir/shared/summary';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, sqlRows, type TestApp } from '../../../test/helpers';
import { auditLog, comments, customers, elevationSurveys, projects, users } from '../../db/schema';

let t: TestApp;
let admin: string;
let salesman: string;
let technical: string;
let customer: string;
let craftsman: string;
let salesmanId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin')).accessToken;
  salesman = (await login(t.app, 'salesman')).accessToken;
  technical = (await login(t.app, 'technical')).accessToken;
  customer = (await login(t.app, 'customer')).accessToken;
  craftsman = (await login(t.app, 'craftsman')).accessToken;
  salesmanId = await demoUserId(t, 'salesman');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = async (token: string, url: string) => {
  const res = await call(token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A live customer project followed by the demo salesperson, and one followed by someone else. */
async function customerProjects() {
  const live = and(eq(projects.isProspect, false), eq(projects.isArchived, false));
  const [mine] = await t.database.db
    .select()
    .from(projects)
    .where(and(live, eq(projects.salesmanId, salesmanId)))
    .limit(1);
  const [other] = await t.database.db
    .select()
    .from(projects)
    .where(and(live, ne(projects.salesmanId, salesmanId)))
    .limit(1);
  if (!mine || !other) throw new Error('demo customer projects missing');
  return { mine, other };
}

describe('GET /api/summary/newCustomer', () => {
  it('lists the projects signed within the window, in SQL pages, admin all and salesperson his own', async () => {
    const since = new Date(Date.now() - NEW_CUSTOMER_DAYS * 86_400_000);
    const [row] = await t.database.db
      .select({
        all: sql<number>`count(*)::int`,
        own: sql<number>`count(*) filter (where ${projects.salesmanId} = ${salesmanId})::int`,
      })
      .from(projects)
      .innerJoin(customers, eq(customers.id, projects.customerId))
      .where(
        and(
          eq(projects.isProspect, false),
          eq(projects.isArchived, false),
          eq(customers.isArchived, false),
          sql`${projects.convertedAt} > ${since}`,
        ),
      );
    expect(row?.all).toBeGreaterThan(1);
    const all = await get(admin, '/api/summary/newCustomer?limit=1');
    expect(all.total).toBe(row?.all);
    expect(all.list).toHaveLength(1);
    const second = await get(admin, '/api/summary/newCustomer?limit=1&page=2');
    expect(second.list[0].projectId).not.toBe(all.list[0].projectId);
    const own = await get(salesman, '/api/summary/newCustomer');
    expect(own.total).toBe(row?.own);
    expect(own.list.every((item: { salesman: { id: number } }) => item.salesman.id === salesmanId)).toBe(
      true,
    );
    // The counter tile and the list agree.
    const counters = await get(salesman, '/api/user/summary');
    expect(counters.summary.customer.new).toBe(own.total);
  });

  it("counts without a household's archived projects (the total reads projects only)", async () => {
    const first = await get(admin, '/api/summary/newCustomer?limit=1');
    const customerId = first.list[0].customerId;
    const [household] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(
        and(
          eq(projects.customerId, customerId),
          eq(projects.isProspect, false),
          eq(projects.isArchived, false),
          sql`${projects.convertedAt} > now() - make_interval(days => ${NEW_CUSTOMER_DAYS})`,
        ),
      );
    const archive = (method: 'POST' | 'DELETE') =>
      call(admin, method, '/api/customer/archive', { customer: customerId });
    expect((await archive('POST')).statusCode).toBe(200);
    const archived = await get(admin, '/api/summary/newCustomer?limit=1');
    expect(archived.total).toBe(first.total - (household?.n ?? 0));
    expect(archived.list[0].customerId).not.toBe(customerId);
    expect((await archive('DELETE')).statusCode).toBe(200);
    expect((await get(admin, '/api/summary/newCustomer?limit=1')).total).toBe(first.total);
  });

  it('answers a French 400 on a bad page', async () => {
    const res = await call(admin, 'GET', '/api/summary/newCustomer?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Données invalides : page.');
    expect(res.json().fields.page).toBe('Page invalide');
  });
});

describe('customer messages', () => {
  it('lists received unread, sent and followed messages of the projects one follows, and toggles read', async () => {
    const { mine, other } = await customerProjects();
    const db = t.database.db;
    // Customer messages are the project conversations' comments (module messaging).
    const [received, foreign] = await db
      .insert(comments)
      .values([
        { type: 'project', linkedId: mine.id, fromCustomer: true, text: 'Test reçu', subject: 'Reçu' },
        { type: 'project', linkedId: other.id, fromCustomer: true, text: 'Test autre', subject: 'Autre' },
      ])
      .returning();
    if (!received || !foreign) throw new Error('insert failed');

    const mineList = await get(salesman, '/api/summary/customer');
    const ids = (list: { list: { id: number }[] }) => list.list.map((m) => m.id);
    expect(ids(mineList.messageReceived)).toContain(received.id);
    expect(ids(mineList.messageReceived)).not.toContain(foreign.id);
    for (const key of ['messageReceived', 'messageSend', 'messageFollowing'] as const) {
      for (const m of mineList[key].list) {
        const [p] = await db.select().from(projects).where(eq(projects.id, m.projectId));
        expect(p?.salesmanId).toBe(salesmanId);
      }
    }
    expect(mineList.messageSend.list.every((m: { fromCustomer: boolean }) => !m.fromCustomer)).toBe(true);
    expect(mineList.messageFollowing.list.every((m: { isFollowed: boolean }) => m.isFollowed)).toBe(true);
    const adminList = await get(admin, '/api/summary/customer?limit=100');
    expect(ids(adminList.messageReceived)).toEqual(expect.arrayContaining([received.id, foreign.id]));
    const before = mineList.messageReceived.total;

    // Toggle: read, then out of the received list; again: unread, back in.
    const toggled = await call(salesman, 'PUT', '/api/customer/toggleRead', { id: received.id });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({
      customerMessage: { id: received.id, isRead: true },
      message: 'Message marqué comme lu.',
    });
    const after = await get(salesman, '/api/summary/customer');
    expect(after.messageReceived.total).toBe(before - 1);
    expect(ids(after.messageReceived)).not.toContain(received.id);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customerMessage'), eq(auditLog.entityId, String(received.id))));
    expect(audit?.after).toEqual({ isRead: true });
    const again = await call(salesman, 'PUT', '/api/customer/toggleRead', { messageId: received.id });
    expect(again.json().customerMessage.isRead).toBe(false);

    // Someone else's message: 403; unknown: 404; bad body: French 400.
    const forbidden = await call(salesman, 'PUT', '/api/customer/toggleRead', { id: foreign.id });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Ce message concerne un projet que vous ne suivez pas.');
    const [row] = await db.select().from(comments).where(eq(comments.id, foreign.id));
    expect(row?.readAt).toBeNull();
    expect((await call(admin, 'PUT', '/api/customer/toggleRead', { id: foreign.id })).statusCode).toBe(200);
    expect((await call(admin, 'PUT', '/api/customer/toggleRead', { id: 999_999 })).statusCode).toBe(404);
    const bad = await call(admin, 'PUT', '/api/customer/toggleRead', { id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.id).toBe('Identifiant de message invalide');
  });

  it('pages each list on its own', async () => {
    const all = await get(admin, '/api/summary/customer?limit=1&sendPage=2');
    expect(all.messageSend.page).toBe(2);
    expect(all.messageReceived.page).toBe(1);
    expect(all.messageReceived.list.length).toBeLessThanOrEqual(1);
  });
});

describe('GET /api/summary/developement', () => {
  it('lists the design-office projects with technician and date; a salesperson his own, a technician his', async () => {
    const all = await get(admin, '/api/summary/developement');
    expect(all.total).toBe(2);
    expect(all.list.map((item: { designStatus: string }) => item.designStatus).sort()).toEqual([
      'inProgress',
      'requested',
    ]);
    const inProgress = all.list.find((item: { designStatus: string }) => item.designStatus === 'inProgress');
    expect(inProgress.technician).toEqual({ id: await demoUserId(t, 'technical'), name: 'Julien Lefèvre' });
    expect(inProgress.designRequestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const own = await get(salesman, '/api/summary/developement');
    expect(own.list.every((item: { salesman: { id: number } }) => item.salesman.id === salesmanId)).toBe(
      true,
    );
    expect(own.total).toBe(1);
    const tech = await get(technical, '/api/summary/developement');
    expect(tech.list.map((item: { projectId: number }) => item.projectId)).toEqual([inProgress.projectId]);
  });
});

describe('elevation surveys', () => {
  it('creates, reads with comments, comments, lists and soft-deletes, with ownership', async () => {
    const { mine, other } = await customerProjects();
    const db = t.database.db;
    // Start from a project with no open survey.
    await db
      .update(elevationSurveys)
      .set({ deletedAt: new Date() })
      .where(eq(elevationSurveys.projectId, mine.id));
    const before = await get(salesman, '/api/summary/elevationSurvey');

    const created = await call(salesman, 'POST', `/api/elevationSurvey/${mine.id}`, {
      surveyor: '  Cabinet Test  ',
      // The spec's DD/MM/YYYY is read too, and answered as YYYY-MM-DD.
      plannedOn: '04/05/2030',
    });
    expect(created.statusCode, created.body).toBe(200);
    const survey = created.json().elevationSurvey;
    expect(survey).toMatchObject({
      projectId: mine.id,
      status: 'requested',
      surveyor: 'Cabinet Test',
      plannedOn: '2030-05-04',
      requestedBy: { id: salesmanId },
      comments: [],
    });
    const twice = await call(salesman, 'POST', `/api/elevationSurvey/${mine.id}`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Un relevé topographique est déjà en cours pour ce projet.');
    expect(twice.json().code).toBe('ELEVATION_SURVEY_ALREADY_OPEN');
    expect((await call(salesman, 'POST', `/api/elevationSurvey/${other.id}`, {})).statusCode).toBe(403);
    expect((await call(salesman, 'POST', '/api/elevationSurvey/999999', {})).statusCode).toBe(404);
    const badDate = await call(salesman, 'POST', `/api/elevationSurvey/${mine.id}`, {
      plannedOn: '31/02/2030',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields.plannedOn).toContain('Date invalide');

    const listed = await get(salesman, '/api/summary/elevationSurvey');
    expect(listed.total).toBe(before.total + 1);
    expect(listed.list.map((s: { id: number }) => s.id)).toContain(survey.id);

    const comment = await call(salesman, 'POST', `/api/elevationSurvey/${survey.id}/comment`, {
      text: ' Accès par le chemin ',
    });
    expect(comment.statusCode).toBe(200);
    expect(comment.json().comment).toMatchObject({ text: 'Accès par le chemin', author: { id: salesmanId } });
    const [row] = await db.select().from(comments).where(eq(comments.id, comment.json().comment.id));
    expect(row).toMatchObject({ type: 'elevationSurvey', linkedId: survey.id });
    const empty = await call(salesman, 'POST', `/api/elevationSurvey/${survey.id}/comment`, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.text).toBe('Saisissez un commentaire');

    const read = await get(salesman, `/api/elevationSurvey/${survey.id}`);
    expect(read.elevationSurvey.comments.map((c: { text: string }) => c.text)).toEqual([
      'Accès par le chemin',
    ]);
    expect(read.elevationSurvey.commentCount).toBe(1);

    // Someone else's survey: 403 for the salesperson, fine for the admin.
    const [foreign] = await db
      .select()
      .from(elevationSurveys)
      .innerJoin(projects, eq(projects.id, elevationSurveys.projectId))
      .where(and(ne(projects.salesmanId, salesmanId), isNull(elevationSurveys.deletedAt)))
      .limit(1);
    if (!foreign) throw new Error('no foreign survey in the demo data');
    const foreignId = foreign.elevation_surveys.id;
    expect((await call(salesman, 'GET', `/api/elevationSurvey/${foreignId}`)).statusCode).toBe(403);
    expect(
      (await call(salesman, 'POST', `/api/elevationSurvey/${foreignId}/comment`, { text: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(salesman, 'DELETE', `/api/elevationSurvey/${foreignId}`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/elevationSurvey/${foreignId}`)).statusCode).toBe(200);
    expect(listed.list.map((s: { id: number }) => s.id)).not.toContain(foreignId);

    const deleted = await call(salesman, 'DELETE', `/api/elevationSurvey/${survey.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Relevé topographique supprimé.');
    const [kept] = await db.select().from(elevationSurveys).where(eq(elevationSurveys.id, survey.id));
    expect(kept?.deletedAt).not.toBeNull();
    expect((await call(salesman, 'GET', `/api/elevationSurvey/${survey.id}`)).statusCode).toBe(404);
    expect((await call(salesman, 'DELETE', `/api/elevationSurvey/${survey.id}`)).statusCode).toBe(404);
    expect((await get(salesman, '/api/summary/elevationSurvey')).total).toBe(before.total);
    expect((await call(admin, 'GET', '/api/elevationSurvey/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/summary/monthly', () => {
  it('counts prospects created and customers signed per month, in the caller scope', async () => {
    const db = t.database.db;
    // A private salesperson-free world: the numbers are compared before and after inserting known rows.
    const before = (await get(salesman, '/api/summary/monthly')).months;
    expect(before).toHaveLength(12);
    const now = new Date();
    const currentMonth = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
    })
      .format(now)
      .slice(0, 7);
    expect(before[11].month).toBe(currentMonth);
    const [household] = await db
      .insert(customers)
      .values({ name1: 'Graphique', surname1: 'Test' })
      .returning();
    if (!household) throw new Error('insert failed');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    // Mid-month of 3 months ago, to stay clear of month edges.
    const threeMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 15, 12));
    await db.insert(projects).values([
      // Two prospects created now, one converted three months ago, one old project outside the window.
      { customerId: household.id, name: 'P1', isProspect: true, salesmanId },
      { customerId: household.id, name: 'P2', isProspect: true, salesmanId },
      {
        customerId: household.id,
        name: 'C1',
        salesmanId,
        createdAt: threeMonthsAgo,
        convertedAt: threeMonthsAgo,
      },
      {
        customerId: household.id,
        name: 'C2',
        salesmanId,
        createdAt: daysAgo(800),
        convertedAt: daysAgo(500),
      },
      // Someone else's prospect: not in the salesperson's chart.
      { customerId: household.id, name: 'P3', isProspect: true, salesmanId: null },
    ]);
    const after = (await get(salesman, '/api/summary/monthly')).months;
    const diff = after.map((m: { prospects: number; customers: number }, i: number) => ({
      prospects: m.prospects - before[i].prospects,
      customers: m.customers - before[i].customers,
    }));
    const expected = Array.from({ length: 12 }, () => ({ prospects: 0, customers: 0 }));
    expected[11] = { prospects: 2, customers: 0 };
    expected[8] = { prospects: 1, customers: 1 };
    expect(diff).toEqual(expected);
    // The admin sees the third prospect too.
    const adminMonths = (await get(admin, '/api/summary/monthly')).months;
    expect(adminMonths[11].prospects).toBeGreaterThanOrEqual(after[11].prospects + 1);
  });

  it('follows conversions, salesperson changes and deletes (monthly_counts against a recount)', async () => {
    const db = t.database.db;
    /** The chart as the former query counted it, straight from projects. */
    const recount = (owner: number | null) =>
      sqlRows<{ month: string; prospects: number; customers: number }>(
        db,
        sql`with bounds as (
            select date_trunc('month', now() at time zone 'Europe/Paris') - interval '11 months' as first_month
          ), months as (
            select generate_series(first_month, first_month + interval '11 months', interval '1 month') as m
            from bounds
          ), created as (
            select date_trunc('month', p.created_at at time zone 'Europe/Paris') as m, count(*)::int as n
            from projects p, bounds b
            where p.created_at >= b.first_month at time zone 'Europe/Paris'
              and (p.is_prospect or p.converted_at is not null)
              and (${owner}::int is null or p.salesman_id = ${owner}::int)
            group by 1
          ), signed as (
            select date_trunc('month', p.converted_at at time zone 'Europe/Paris') as m, count(*)::int as n
            from projects p, bounds b
            where p.converted_at >= b.first_month at time zone 'Europe/Paris'
              and (${owner}::int is null or p.salesman_id = ${owner}::int)
            group by 1
          )
          select to_char(months.m, 'YYYY-MM') as month, coalesce(created.n, 0)::int as prospects,
            coalesce(signed.n, 0)::int as customers
          from months left join created on created.m = months.m left join signed on signed.m = months.m
          order by months.m`,
      );
    const check = async () => {
      expect((await get(admin, '/api/summary/monthly')).months).toEqual(await recount(null));
      expect((await get(salesman, '/api/summary/monthly')).months).toEqual(await recount(salesmanId));
    };
    await check();
    const mine = await db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(eq(projects.salesmanId, salesmanId));
    const byName = (name: string) => mine.find((row) => row.name === name)?.id ?? 0;
    await db
      .update(projects)
      .set({ isProspect: false, convertedAt: new Date() })
      .where(eq(projects.id, byName('P1')));
    await check();
    await db
      .update(projects)
      .set({ salesmanId: null })
      .where(eq(projects.id, byName('C1')));
    await check();
    await db.delete(projects).where(eq(projects.id, byName('P2')));
    await check();
  });
});

describe('pinned message', () => {
  it('comes with the current user (GET /api/user), empty when none', async () => {
    expect((await get(salesman, '/api/user')).user.pinMessage).toBe('');
    await t.database.db
      .update(users)
      .set({ pinMessage: 'Objectif : 3 signatures ce mois-ci' })
      .where(eq(users.id, salesmanId));
    expect((await get(salesman, '/api/user')).user.pinMessage).toBe('Objectif : 3 signatures ce mois-ci');
  });
});

describe('access', () => {
  it('refuses customers and craftsmen', async () => {
    const urls: ['GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/summary/newCustomer'],
      ['GET', '/api/summary/customer'],
      ['GET', '/api/summary/developement'],
      ['GET', '/api/summary/elevationSurvey'],
      ['GET', '/api/summary/monthly'],
      ['PUT', '/api/customer/toggleRead', { id: 1 }],
      ['POST', '/api/elevationSurvey/1', {}],
      ['GET', '/api/elevationSurvey/1'],
      ['DELETE', '/api/elevationSurvey/1'],
      ['POST', '/api/elevationSurvey/1/comment', { text: 'x' }],
    ];
    for (const token of [customer, craftsman]) {
      for (const [method, url, payload] of urls) {
        expect((await call(token, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});
