import { DEMO_PASSWORD } from '@batir/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_ACCOUNTS,
  demoUserId,
  login,
  nextIp,
  type TestApp,
} from '../../../test/helpers';
import { appointments, notifications, projects, users } from '../../db/schema';

let t: TestApp;
let tokens: Record<'admin' | 'technical' | 'salesman' | 'customer' | 'craftsman' | 'bertrand', string>;
let ids: { salesman: number; bertrand: number };
/** A project followed by commercial@, and one followed by Nathalie Bertrand. */
let ownProject: number;
let bertrandProject: number;

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

async function projectOf(salesmanId: number, isProspect?: boolean) {
  const [row] = await t.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.salesmanId, salesmanId),
        isProspect === undefined ? undefined : eq(projects.isProspect, isProspect),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no project for ${salesmanId}`);
  return row.id;
}

const create = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/appointment', headers: bearer(token), payload });

const range = async (token: string, query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/appointment?${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().list as { id: number; title: string; cancelled: boolean }[];
};

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    admin: (await login(t.app, 'admin')).accessToken,
    technical: (await login(t.app, 'technical')).accessToken,
    salesman: (await login(t.app, 'salesman')).accessToken,
    customer: (await login(t.app, 'customer')).accessToken,
    craftsman: (await login(t.app, 'craftsman')).accessToken,
    bertrand: await loginAs('n.bertrand@demo.batir.fr'),
  };
  ids = {
    salesman: await userId(DEMO_ACCOUNTS.salesman),
    bertrand: await userId('n.bertrand@demo.batir.fr'),
  };
  ownProject = await projectOf(ids.salesman);
  bertrandProject = await projectOf(ids.bertrand);
});
afterAll(() => t.close());

describe('appointments', () => {
  it('refuses callers without a token (401), customers and craftsmen (403)', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/appointment?start=2026-11-01&end=2026-12-01',
    });
    expect(anonymous.statusCode).toBe(401);
    for (const token of [tokens.customer, tokens.craftsman]) {
      for (const [method, url] of [
        ['GET', '/api/appointment?start=2026-11-01&end=2026-12-01'],
        ['GET', `/api/appointment/user/${ids.salesman}`],
        ['GET', `/api/appointment/project/?project=${ownProject}`],
        ['POST', '/api/appointment'],
        ['PUT', '/api/appointment/1/cancel'],
        ['DELETE', '/api/appointment/1'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: bearer(token), payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('answers bad input with a French 400', async () => {
    const badType = await create(tokens.salesman, { type: 9, start: '2026-11-23T09:00:00+01:00' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields.type).toBe('Type de rendez-vous inconnu');
    const badDate = await create(tokens.salesman, { type: 1, start: 'demain' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields.start).toContain('Date et heure invalides');
    const backwards = await create(tokens.salesman, {
      type: 1,
      start: '2026-11-23T10:00:00Z',
      end: '2026-11-23T09:00:00Z',
    });
    expect(backwards.json().fields.end).toBe('La fin du rendez-vous précède son début');
    const noRange = await t.app.inject({
      method: 'GET',
      url: '/api/appointment',
      headers: bearer(tokens.salesman),
    });
    expect(noRange.statusCode).toBe(400);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: '/api/appointment?start=2026-01-01&end=2028-01-01',
      headers: bearer(tokens.salesman),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.end).toBe('Période trop longue (400 jours au plus)');
    const unknownProject = await create(tokens.salesman, {
      type: 1,
      start: '2026-11-23T09:00:00Z',
      project: 999999,
    });
    expect(unknownProject.statusCode).toBe(400);
    expect(unknownProject.json().message).toBe('Projet introuvable.');
  });

  it('reads the spec’s date-times (YYYY-MM-DD HH:mm, DD/MM/YYYY HH:mm) as Paris time (issue 16 item 3)', async () => {
    const stored = async (id: number) => {
      const [row] = await t.database.db
        .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
        .from(appointments)
        .where(eq(appointments.id, id));
      return row;
    };
    // Spec 3 §3 Appointment: « start » is YYYY-MM-DD HH:mm; in December Paris is UTC+1.
    const spec = await create(tokens.salesman, {
      type: 1,
      title: 'Format de la spec',
      start: '2026-12-03 10:30',
    });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json().appointment).toMatchObject({ fromDate: '2026-12-03T09:30:00.000Z', allDay: false });
    expect((await stored(spec.json().appointment.id))?.startsAt.toISOString()).toBe(
      '2026-12-03T09:30:00.000Z',
    );
    // As people write it (spec 1 §9), with an end.
    const french = await create(tokens.salesman, {
      type: 1,
      title: 'Format français',
      start: '03/12/2026 10:30',
      end: '03/12/2026 11:45',
    });
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json().appointment).toMatchObject({
      fromDate: '2026-12-03T09:30:00.000Z',
      toDate: '2026-12-03T10:45:00.000Z',
    });
    const row = await stored(french.json().appointment.id);
    expect(row?.startsAt.toISOString()).toBe('2026-12-03T09:30:00.000Z');
    expect(row?.endsAt?.toISOString()).toBe('2026-12-03T10:45:00.000Z');
    // The range query reads them too.
    const listed = await range(
      tokens.salesman,
      `start=${encodeURIComponent('03/12/2026 10:00')}&end=${encodeURIComponent('2026-12-03 11:00')}`,
    );
    expect(listed.map((appointment) => appointment.id)).toEqual(
      expect.arrayContaining([spec.json().appointment.id, french.json().appointment.id]),
    );
  });

  it('type 3 is a tele-appointment titled Télérendez-vous, in the caller’s agenda by default', async () => {
    const response = await create(tokens.salesman, {
      type: 3,
      title: 'Autre titre',
      project: ownProject,
      start: '2026-12-01T14:00:00+01:00',
      end: '2026-12-01T15:00:00+01:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().appointment).toMatchObject({
      type: 3,
      title: 'Télérendez-vous',
      project: ownProject,
      fromDate: '2026-12-01T13:00:00.000Z',
      toDate: '2026-12-01T14:00:00.000Z',
      allDay: false,
      cancelled: false,
      editable: true,
      user: { id: ids.salesman },
      createdBy: ids.salesman,
    });
    expect(response.json().appointment.customer.name).not.toBe('');
    const allDay = await create(tokens.salesman, { type: 4, start: '2026-12-02', allDay: true });
    expect(allDay.json().appointment).toMatchObject({
      title: 'Réunion interne',
      fromDate: '2026-12-02',
      toDate: null,
    });
  });

  it('filters by date range: only appointments overlapping [start, end)', async () => {
    const at = async (title: string, start: string, end?: string) =>
      (await create(tokens.salesman, { type: 1, title, start, end })).json().appointment.id as number;
    const before = await at('Avant', '2027-02-27T09:00:00Z', '2027-02-27T10:00:00Z');
    const straddling = await at('À cheval', '2027-02-28T23:00:00Z', '2027-03-01T01:00:00Z');
    const inside = await at('Dedans', '2027-03-15T09:00:00Z');
    const after = await at('Après', '2027-04-01T00:00:00Z');
    const listed = (await range(tokens.salesman, 'start=2027-03-01T00:00:00Z&end=2027-04-01T00:00:00Z')).map(
      (row) => row.id,
    );
    expect(listed).toEqual([straddling, inside]);
    expect(listed).not.toContain(before);
    expect(listed).not.toContain(after);
  });

  it('a salesperson sees and changes only his own, his colleague’s on his projects; technical reads all', async () => {
    const mine = (
      await create(tokens.salesman, { type: 1, title: 'Le mien', start: '2027-05-03T09:00:00Z' })
    ).json().appointment.id as number;
    const query = 'start=2027-05-01T00:00:00Z&end=2027-06-01T00:00:00Z';
    // Another salesperson: neither listed nor reachable.
    expect((await range(tokens.bertrand, query)).map((row) => row.id)).not.toContain(mine);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/appointment/${mine}`,
      headers: bearer(tokens.bertrand),
      payload: { type: 1, title: 'Volé', start: '2027-05-04T09:00:00Z' },
    });
    expect(put.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointment/${mine}`,
      headers: bearer(tokens.bertrand),
    });
    expect(remove.statusCode).toBe(404);
    // He may not book on a project someone else follows.
    const foreign = await create(tokens.bertrand, {
      type: 1,
      start: '2027-05-05T09:00:00Z',
      project: ownProject,
    });
    expect(foreign.statusCode).toBe(403);

    // Technical staff read everything but change nothing that is not theirs.
    expect((await range(tokens.technical, query)).map((row) => row.id)).toContain(mine);
    const technicalPut = await t.app.inject({
      method: 'PUT',
      url: `/api/appointment/${mine}/cancel`,
      headers: bearer(tokens.technical),
    });
    expect(technicalPut.statusCode).toBe(403);

    // An appointment of Bertrand about commercial@'s project is visible and editable by commercial@.
    const admin = await create(tokens.admin, {
      type: 2,
      title: 'Visite',
      start: '2027-05-06T09:00:00Z',
      project: ownProject,
      user: ids.bertrand,
    });
    const onMyProject = admin.json().appointment.id as number;
    const listed = await range(tokens.salesman, query);
    expect(listed.find((row) => row.id === onMyProject)).toMatchObject({ editable: true });
    const byProject = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/project/?project=${ownProject}`,
      headers: bearer(tokens.bertrand),
    });
    expect(byProject.json().list.map((row: { id: number }) => row.id)).toEqual([onMyProject]);
    // The same list under /project/{id}; commercial@ sees it there too (his project).
    const byProjectId = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/project/${ownProject}`,
      headers: bearer(tokens.salesman),
    });
    expect(byProjectId.json().list.map((row: { id: number }) => row.id)).toContain(onMyProject);
    const noProject = await t.app.inject({
      method: 'GET',
      url: '/api/appointment/project/',
      headers: bearer(tokens.salesman),
    });
    expect(noProject.statusCode).toBe(400);

    // Admins change anyone's.
    const adminPut = await t.app.inject({
      method: 'PUT',
      url: `/api/appointment/${mine}`,
      headers: bearer(tokens.admin),
      payload: { type: 1, title: 'Déplacé', start: '2027-05-10T09:00:00Z', user: ids.salesman },
    });
    expect(adminPut.json().appointment).toMatchObject({
      title: 'Déplacé',
      fromDate: '2027-05-10T09:00:00.000Z',
    });

    const upcoming = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/user/${ids.salesman}?from=2027-05-01T00:00:00Z`,
      headers: bearer(tokens.bertrand),
    });
    expect(upcoming.json().list).toEqual([]);
    const ownUpcoming = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/user/${ids.salesman}?from=2027-05-01T00:00:00Z`,
      headers: bearer(tokens.salesman),
    });
    expect(ownUpcoming.json().list.map((row: { id: number }) => row.id)).toContain(mine);
  });

  it('a grid operator books only on projects he follows (or that the colleague he books for follows)', async () => {
    const gridOperator = (await login(t.app, 'gridOperator')).accessToken;
    const foreign = await create(gridOperator, {
      type: 1,
      start: '2027-05-06T09:00:00Z',
      project: ownProject,
    });
    expect(foreign.statusCode).toBe(403);
    const forColleague = await create(gridOperator, {
      type: 1,
      start: '2027-05-06T10:00:00Z',
      project: ownProject,
      user: ids.salesman,
    });
    expect(forColleague.statusCode).toBe(200);
  });

  it('booking for another salesperson notifies him, once', async () => {
    const response = await create(tokens.salesman, {
      type: 3,
      project: bertrandProject,
      user: ids.bertrand,
      start: '2027-06-07T08:30:00Z',
    });
    expect(response.statusCode).toBe(200);
    const { id } = response.json().appointment;
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.bertrand), eq(notifications.linkedId, id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      scType: 'project',
      scName: 'appointment',
      scId: bertrandProject,
      type: 'appointment',
    });
    expect(rows[0]?.text).toBe(
      'Sophie Garnier a ajouté à votre agenda : Télérendez-vous, le 07/06/2027 10:30',
    );
    // Bertrand sees it; nobody notifies the author himself.
    const panel = await t.app.inject({
      method: 'GET',
      url: '/api/backend_notification',
      headers: bearer(tokens.bertrand),
    });
    expect(JSON.stringify(panel.json())).toContain('Télérendez-vous');
    // Each item carries the appointment as it stands: the panel opens the project's agenda on its day.
    const category = panel
      .json()
      .list.find((c: { scName: string; scId: number | null }) => c.scName === 'appointment');
    expect(category.project).toMatchObject({ id: bertrandProject, isProspect: expect.any(Boolean) });
    expect(category.project.customerName).not.toBe('');
    expect(category.children[0].appointment).toEqual({
      projectId: bertrandProject,
      isProspect: category.project.isProspect,
      fromDate: '2027-06-07T08:30:00.000Z',
      allDay: false,
    });
    // Deleted, it says so (nothing to open).
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointment/${id}`,
      headers: bearer(tokens.bertrand),
    });
    expect(deleted.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/backend_notification',
      headers: bearer(tokens.bertrand),
    });
    const gone = after
      .json()
      .list.flatMap((c: { children: { linkedId: number }[] }) => c.children)
      .find((item: { linkedId: number }) => item.linkedId === id);
    expect(gone.appointment).toBeNull();
    const own = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids.salesman));
    expect(own.filter((row) => row.linkedId === id)).toEqual([]);
  });

  it('cancels (kept, struck through, refused twice), then deletes', async () => {
    const id = (
      await create(tokens.salesman, { type: 1, title: 'À annuler', start: '2027-07-01T09:00:00Z' })
    ).json().appointment.id as number;
    const cancel = () =>
      t.app.inject({ method: 'PUT', url: `/api/appointment/${id}/cancel`, headers: bearer(tokens.salesman) });
    const first = await cancel();
    expect(first.json().appointment).toMatchObject({ id, cancelled: true });
    const second = await cancel();
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Ce rendez-vous est déjà annulé.');
    const query = 'start=2027-07-01T00:00:00Z&end=2027-07-02T00:00:00Z';
    expect((await range(tokens.salesman, query)).map((row) => row.id)).toEqual([id]);
    expect(await range(tokens.salesman, `${query}&cancelled=0`)).toEqual([]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointment/${id}`,
      headers: bearer(tokens.salesman),
    });
    expect(removed.json()).toEqual({ error: 0, message: 'Rendez-vous supprimé.' });
    expect(await range(tokens.salesman, query)).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointment/${id}`,
      headers: bearer(tokens.salesman),
    });
    expect(again.statusCode).toBe(404);
  });

  it('serves an .ics feed behind the user’s secret token, revoked on renewal', async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000);
    soon.setUTCHours(9, 0, 0, 0);
    await create(tokens.salesman, {
      type: 1,
      title: 'Signature, acompte; plan',
      place: 'Agence de Nantes',
      start: soon.toISOString(),
    });
    const feed = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/user/${ids.salesman}/feed`,
      headers: bearer(tokens.salesman),
    });
    const url = new URL(feed.json().url as string);
    expect(url.pathname).toBe(`/api/appointment/user/${ids.salesman}/ics`);
    const token = url.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Same address on the next visit.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/user/${ids.salesman}/feed`,
      headers: bearer(tokens.salesman),
    });
    expect(again.json().url).toBe(feed.json().url);
    // Another salesperson cannot read it.
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/user/${ids.salesman}/feed`,
      headers: bearer(tokens.bertrand),
    });
    expect(stolen.statusCode).toBe(403);

    const ics = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = ics.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body).toContain('SUMMARY:Signature\\, acompte\\; plan\r\n');
    expect(body).toContain('LOCATION:Agence de Nantes\r\n');
    const stamp = soon.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(body).toContain(`DTSTART:${stamp}\r\n`);
    expect(body).toContain('SUMMARY:Télérendez-vous');
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // Only his own agenda: Bertrand's tele-appointment booked by commercial@ is not in it.
    expect(body).not.toContain('2027060');

    for (const bad of [
      `/api/appointment/user/${ids.salesman}/ics`,
      `/api/appointment/user/${ids.salesman}/ics?token=devine`,
      `/api/appointment/user/${ids.bertrand}/ics?token=${token}`,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url: bad });
      expect(refused.statusCode, bad).toBe(403);
      expect(refused.json().message).toBe("Lien d'abonnement à l'agenda invalide ou révoqué.");
    }
    const renewed = await t.app.inject({
      method: 'PUT',
      url: `/api/appointment/user/${ids.salesman}/feed`,
      headers: bearer(tokens.salesman),
    });
    expect(renewed.json().url).not.toBe(feed.json().url);
    const old = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(old.statusCode).toBe(403);
  });
});

describe('who sees what of colleagues’ appointments (issue 14)', () => {
  /** In every text of the appointments a masked slot hides. */
  const SECRET = 'Zanzibar';
  const query = 'start=2027-09-01T00:00:00Z&end=2027-10-01T00:00:00Z';
  const secretAppointment = (extra: Record<string, unknown>) => ({
    type: 2,
    title: `Visite ${SECRET}`,
    place: `Lieu ${SECRET}`,
    description: `Notes ${SECRET}`,
    ...extra,
  });
  /** All a masked slot shows: its time and whose agenda it is. */
  const busySlot = (id: number, user: number, fromDate: string, toDate: string | null) => ({
    id,
    type: 0,
    title: 'Occupé',
    allDay: false,
    place: '',
    description: '',
    fromDate,
    toDate,
    project: null,
    projectName: null,
    customer: null,
    user: { id: user },
    createdBy: null,
    visioUrl: null,
    editable: false,
    busy: true,
  });
  const list = async (token: string, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, url).toBe(200);
    return { body: response.body, list: response.json().list as Record<string, unknown>[] };
  };
  const byId = (rows: Record<string, unknown>[], id: number) => rows.find((row) => row.id === id);

  it('a grid operator sees « Occupé » on the projects he may not open, the details on his own', async () => {
    // The demo salesman out of the grid operator's team (the demo's reseau@ leads him): a colleague's
    // projects, not his team's (grid-operator-team.test.ts).
    await t.database.db.update(users).set({ managerId: null }).where(eq(users.id, ids.salesman));
    const gridOperator = (await login(t.app, 'gridOperator')).accessToken;
    const gridId = await demoUserId(t, 'gridOperator');
    // A project of a third salesperson, handed over to the grid operator: he may open it.
    const [followed] = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(sql`${projects.salesmanId} not in (${ids.salesman}, ${ids.bertrand})`)
      .limit(1);
    if (!followed) throw new Error('no third project');
    await t.database.db.update(projects).set({ salesmanId: gridId }).where(eq(projects.id, followed.id));

    const book = async (token: string, payload: Record<string, unknown>) => {
      const response = await create(token, payload);
      expect(response.statusCode).toBe(200);
      return response.json().appointment as {
        id: number;
        projectName: string | null;
        customer: { name: string } | null;
      };
    };
    const onOther = await book(
      tokens.admin,
      secretAppointment({
        project: ownProject,
        user: ids.salesman,
        start: '2027-09-06T09:00:00Z',
        end: '2027-09-06T10:00:00Z',
      }),
    );
    const internal = await book(tokens.salesman, {
      type: 4,
      title: `Réunion ${SECRET}`,
      start: '2027-09-07T09:00:00Z',
    });
    const onFollowed = await book(
      tokens.admin,
      secretAppointment({ project: followed.id, user: ids.salesman, start: '2027-09-08T09:00:00Z' }),
    );
    const inHisAgenda = await book(
      tokens.admin,
      secretAppointment({ project: ownProject, user: gridId, start: '2027-09-09T09:00:00Z' }),
    );
    const customerName = onOther.customer?.name ?? '';
    expect(customerName).not.toBe('');

    const range = await list(gridOperator, `/api/appointment?${query}`);
    const upcoming = await list(
      gridOperator,
      `/api/appointment/user/${ids.salesman}?from=2027-09-01T00:00:00Z`,
    );
    for (const rows of [range.list, upcoming.list]) {
      expect(byId(rows, onOther.id)).toMatchObject(
        busySlot(onOther.id, ids.salesman, '2027-09-06T09:00:00.000Z', '2027-09-06T10:00:00.000Z'),
      );
      expect(byId(rows, internal.id)).toMatchObject(
        busySlot(internal.id, ids.salesman, '2027-09-07T09:00:00.000Z', null),
      );
      expect(byId(rows, onFollowed.id)).toMatchObject({
        title: `Visite ${SECRET}`,
        project: followed.id,
        busy: false,
      });
    }
    expect(byId(range.list, inHisAgenda.id)).toMatchObject({ title: `Visite ${SECRET}`, busy: false });
    // Nothing of the masked appointments shows in the answers: no text, no customer, no project.
    for (const { list: rows } of [range, upcoming]) {
      const hidden = JSON.stringify(rows.filter((row) => row.id === onOther.id || row.id === internal.id));
      expect(hidden).not.toContain(SECRET);
      expect(hidden).not.toContain(customerName);
      expect(hidden).not.toContain(onOther.projectName ?? SECRET);
    }
    // By project: only those he may read in full (a slot there would tell whose project it is).
    const ofOwnProject = await list(gridOperator, `/api/appointment/project/${ownProject}`);
    expect(ofOwnProject.list.map((row) => row.id)).toEqual([inHisAgenda.id]);
    const ofFollowed = await list(gridOperator, `/api/appointment/project/?project=${followed.id}`);
    expect(ofFollowed.list.map((row) => row.id)).toContain(onFollowed.id);
    // He cannot change what he cannot read.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/appointment/${onOther.id}/cancel`,
      headers: bearer(gridOperator),
    });
    expect(cancel.statusCode).toBe(403);
  });

  it('the author of an appointment on a colleague’s project he does not follow then sees only the slot', async () => {
    const response = await create(
      tokens.salesman,
      secretAppointment({ project: bertrandProject, user: ids.bertrand, start: '2027-09-13T09:00:00Z' }),
    );
    expect(response.statusCode).toBe(200);
    const booked = response.json().appointment;
    expect(booked).toMatchObject(busySlot(booked.id, ids.bertrand, '2027-09-13T09:00:00.000Z', null));
    expect(response.body).not.toContain(SECRET);
    const seen = await list(tokens.salesman, `/api/appointment?${query}&user=${ids.bertrand}`);
    expect(byId(seen.list, booked.id)).toMatchObject({ title: 'Occupé', busy: true, editable: false });
    expect(seen.body).not.toContain(SECRET);
    // The colleague whose agenda and project it is reads and changes it.
    const his = await list(tokens.bertrand, `/api/appointment?${query}`);
    expect(byId(his.list, booked.id)).toMatchObject({
      title: `Visite ${SECRET}`,
      busy: false,
      editable: true,
    });
  });

  it('the design office sees every customer project’s appointments, only the slot of a colleague’s prospect', async () => {
    const prospect = await projectOf(ids.salesman, true);
    const customerProject = await projectOf(ids.salesman, false);
    const onProspect = (
      await create(
        tokens.admin,
        secretAppointment({ project: prospect, user: ids.salesman, start: '2027-09-20T09:00:00Z' }),
      )
    ).json().appointment.id as number;
    const onCustomerProject = (
      await create(
        tokens.admin,
        secretAppointment({ project: customerProject, user: ids.salesman, start: '2027-09-21T09:00:00Z' }),
      )
    ).json().appointment.id as number;
    const seen = await list(tokens.technical, `/api/appointment?${query}&user=${ids.salesman}`);
    expect(byId(seen.list, onProspect)).toMatchObject({ title: 'Occupé', busy: true, project: null });
    expect(byId(seen.list, onCustomerProject)).toMatchObject({
      title: `Visite ${SECRET}`,
      project: customerProject,
      busy: false,
    });
    const ofProspect = await list(tokens.technical, `/api/appointment/project/${prospect}`);
    expect(ofProspect.list.map((row) => row.id)).not.toContain(onProspect);
  });
});
