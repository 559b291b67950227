import { CONSTITUTION_PIECES } from '@batir/shared/preconstruction';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  demoUserId,
  login,
  projectTrail,
  sqlRows,
  type TestApp,
  withFailingAudit,
} from '../../../test/helpers';
import {
  auditLog,
  customers,
  outboxMessages,
  projectHistory,
  projectLogisbox,
  projects,
} from '../../db/schema';
import { FIXTURES, multipartBody } from '../files/multipart.test-helper';
import { mobileOf, shownState } from './preconstruction.service';

let t: TestApp;
let admin: string;
let technical: string;
let salesman: string;
let customer: string;
let craftsman: string;
let salesmanId: number;
/** The demo customer's own project (client@demo.batir.fr), and a project followed by someone else. */
let own: number;
let ownCustomerId: number;
let foreign: number;

beforeAll(async () => {
  t = await createTestApp();
  const token = async (role: 'admin' | 'technical' | 'salesman' | 'customer' | 'craftsman') =>
    (await login(t.app, role)).accessToken;
  [admin, technical, salesman, customer, craftsman] = await Promise.all([
    token('admin'),
    token('technical'),
    token('salesman'),
    token('customer'),
    token('craftsman'),
  ]);
  salesmanId = await demoUserId(t, 'salesman');
  const customerUserId = await demoUserId(t, 'customer');
  const db = t.database.db;
  const [mine] = await db
    .select({ id: projects.id, customerId: projects.customerId })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(customers.userId, customerUserId), eq(projects.isProspect, false)))
    .orderBy(projects.id)
    .limit(1);
  if (!mine) throw new Error('demo customer project missing');
  own = mine.id;
  ownCustomerId = mine.customerId;
  // The demo salesperson follows the customer's project; another live customer project is someone else's.
  await db.update(projects).set({ salesmanId, step: 1 }).where(eq(projects.id, own));
  const [other] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.isProspect, false), sql`${projects.id} <> ${own}`))
    .orderBy(projects.id)
    .limit(1);
  if (!other) throw new Error('second demo customer project missing');
  foreign = other.id;
  const adminId = await demoUserId(t, 'admin');
  await db.update(projects).set({ salesmanId: adminId }).where(eq(projects.id, foreign));
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const history = (projectId: number, kind: string) =>
  t.database.db
    .select()
    .from(projectHistory)
    .where(and(eq(projectHistory.projectId, projectId), eq(projectHistory.kind, kind)))
    .orderBy(desc(projectHistory.id));

const land = {
  status: 'underOffer',
  address: 'Lieu-dit La Gaudinière',
  postalCode: '37300',
  city: 'Joué-lès-Tours',
  cadastralSection: 'AB',
  cadastralParcel: '0142',
  areaM2: 642,
  price: 78_500.5,
  sellerName: 'Indivision Morin',
  notary: 'Maître Girard, Tours',
  agreementSignedOn: '2026-03-02',
  deedReceivedOn: null,
  servicing: { water: true, electricity: true, sewer: false, gas: false, telecom: true },
  notes: 'Terrain en pente douce vers le sud.',
};

describe('land', () => {
  it('reads an empty land with the project town, for staff and the owning customer only', async () => {
    const response = await call('GET', `/api/project/${own}/land`, customer);
    expect(response.statusCode).toBe(200);
    expect(response.json().land).toMatchObject({
      status: 'searching',
      areaM2: null,
      price: null,
      updatedAt: null,
    });
    expect((await call('GET', `/api/project/${foreign}/land`, customer)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${own}/land`, craftsman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/land`, salesman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/land`, technical)).statusCode).toBe(200);
    expect((await call('GET', '/api/project/99999999/land', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/project/abc/land', admin)).statusCode).toBe(400);
  });

  it('validates the land in French', async () => {
    const bad = async (patch: object) => {
      const response = await call('PUT', `/api/project/${own}/land`, salesman, { ...land, ...patch });
      expect(response.statusCode).toBe(400);
      return JSON.stringify(response.json());
    };
    expect(await bad({ postalCode: '3730' })).toMatch(/Code postal invalide/);
    expect(await bad({ areaM2: 0 })).toMatch(/supérieure à 0/);
    expect(await bad({ price: -1 })).toMatch(/négatif/);
    expect(await bad({ price: 1.234 })).toMatch(/Deux décimales/);
    expect(await bad({ status: 'sold' })).toMatch(/Statut du terrain inconnu/);
    expect(await bad({ deedReceivedOn: '2026-04-01' })).toMatch(/Terrain acquis/);
    expect(await bad({ agreementSignedOn: '2026-13-45' })).toMatch(/Date invalide/);
    expect(
      await bad({ status: 'owned', agreementSignedOn: '2026-05-01', deedReceivedOn: '2026-04-01' }),
    ).toMatch(/précéder le compromis/);
  });

  it('saves the land (price in euros, cents stored), syncs the project town and records the history', async () => {
    const saved = await call('PUT', `/api/project/${own}/land`, salesman, land);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Enregistrement effectué !' });
    expect(saved.json().land).toMatchObject({ ...land, price: 78_500.5 });
    const [row] = await t.database.db
      .execute<{ price_cents: string }>(
        sql`select price_cents::text from project_lands where project_id = ${own}`,
      )
      .then((r) => (r as unknown as { rows: { price_cents: string }[] }).rows);
    expect(row?.price_cents).toBe('7850050');

    const owned = await call('PUT', `/api/project/${own}/land`, salesman, {
      ...land,
      status: 'owned',
      deedReceivedOn: '2026-06-15',
      city: 'Joué-lès-Tours',
    });
    expect(owned.statusCode).toBe(200);
    expect((await history(own, 'land.deedReceived'))[0]?.label).toBe('Acte du terrain reçu le 15/06/2026');
    expect((await history(own, 'land.status'))[0]).toMatchObject({
      fromValue: 'underOffer',
      toValue: 'owned',
    });
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, own));
    expect(project?.landPostalCode).toBe('37300');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.land'), eq(auditLog.entityId, String(own))));
    expect(audit.length).toBe(2);

    const read = await call('GET', `/api/project/${own}/land`, customer);
    expect(read.json().land).toMatchObject({ status: 'owned', deedReceivedOn: '2026-06-15', areaM2: 642 });
  });

  it('refuses writes from the customer, a craftsman and another salesperson', async () => {
    expect((await call('PUT', `/api/project/${own}/land`, customer, land)).statusCode).toBe(403);
    expect((await call('PUT', `/api/project/${own}/land`, craftsman, land)).statusCode).toBe(403);
    expect((await call('PUT', `/api/project/${foreign}/land`, salesman, land)).statusCode).toBe(403);
  });

  it('saves the accessibility on its own', async () => {
    const accessibility = {
      truckAccess: true,
      accessWidthM: 3.5,
      slope: 'light',
      ground: 'toCheck',
      obstacles: 'Ligne électrique basse côté rue',
      notes: 'Prévoir une grue mobile',
    };
    const url = `/api/project/${own}/saveLandAccessibility`;
    const saved = await call('PUT', url, salesman, { accessibility });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().land.accessibility).toEqual(accessibility);
    // The land itself is untouched.
    expect(saved.json().land).toMatchObject({ status: 'owned', areaM2: 642 });
    const bad = await call('PUT', url, salesman, { accessibility: { ...accessibility, accessWidthM: -2 } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/supérieure à 0/);
    expect((await call('PUT', url, salesman, { accessibility: { slope: 'vertical' } })).statusCode).toBe(400);
    expect((await call('PUT', url, customer, { accessibility })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/project/${foreign}/saveLandAccessibility`, salesman, { accessibility }))
        .statusCode,
    ).toBe(403);
  });
});

type Piece = { id: number; key: string; state: string; storedState: string; files: { id: number }[] };

async function pieces(
  token = admin,
  projectId = own,
): Promise<{ pieces: Piece[]; accepted: number; total: number }> {
  const response = await call('GET', `/api/project/${projectId}/elementsConstitution`, token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function uploadPiece(projectId: number, pieceId: number, token = admin) {
  const body = multipartBody({ category: 'constitution', ids: JSON.stringify({ pieceId }) }, [
    { name: 'piece.pdf', data: FIXTURES.pdf },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/attachment/${projectId}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('elements of constitution', () => {
  it('creates the ten pieces on first read, once, in order', async () => {
    const [first, second] = await Promise.all([pieces(), pieces()]);
    expect(first.pieces.map((p) => p.key)).toEqual(CONSTITUTION_PIECES.map((p) => p.key));
    expect(second.total).toBe(CONSTITUTION_PIECES.length);
    const [count] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from constitution_pieces where project_id = ${own}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(count?.n).toBe(CONSTITUTION_PIECES.length);
    expect(first).toMatchObject({ accepted: 0, total: 10 });
  });

  it('lets the customer read their own pieces only; craftsmen none', async () => {
    expect((await pieces(customer)).total).toBe(10);
    expect((await call('GET', `/api/project/${foreign}/elementsConstitution`, customer)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/project/${own}/elementsConstitution`, craftsman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/elementsConstitution`, salesman)).statusCode).toBe(
      403,
    );
  });

  it('refuses to accept a piece with no file, then shows an uploaded file as received and accepts it', async () => {
    const piece = (await pieces()).pieces[0] as Piece;
    const url = `/api/project/${own}/elementsConstitution/${piece.id}`;
    const refused = await call('PUT', url, salesman, { state: 'accepted' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Aucun fichier pour cette pièce/);

    expect((await uploadPiece(own, piece.id)).statusCode).toBe(200);
    const afterUpload = (await pieces()).pieces[0] as Piece;
    expect(afterUpload).toMatchObject({ state: 'received', storedState: 'missing' });
    expect(afterUpload.files).toHaveLength(1);

    const accepted = await call('PUT', url, salesman, { state: 'accepted', comment: 'Lisible' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().piece).toMatchObject({ state: 'accepted', comment: 'Lisible' });
    expect((await pieces()).accepted).toBe(1);
    expect((await history(own, 'constitution.piece'))[0]?.label).toBe(
      "Pièce « Pièces d'identité des acquéreurs » : Acceptée (Lisible)",
    );
  });

  it('validates the piece change and its ownership', async () => {
    const piece = (await pieces()).pieces[1] as Piece;
    const url = `/api/project/${own}/elementsConstitution/${piece.id}`;
    expect((await call('PUT', url, salesman, { state: 'lost' })).statusCode).toBe(400);
    expect((await call('PUT', url, customer, { state: 'refused' })).statusCode).toBe(403);
    expect((await call('PUT', url, craftsman, { state: 'refused' })).statusCode).toBe(403);
    const otherPiece = (await pieces(admin, foreign)).pieces[0] as Piece;
    // A piece of another project through this project's path: not found.
    expect(
      (
        await call('PUT', `/api/project/${own}/elementsConstitution/${otherPiece.id}`, admin, {
          state: 'refused',
        })
      ).statusCode,
    ).toBe(404);
    const refused = await call('PUT', url, salesman, { state: 'refused', comment: 'Illisible' });
    expect(refused.json().piece).toMatchObject({ state: 'refused', comment: 'Illisible' });
  });

  it('computes the shown state', () => {
    const at = '2026-01-02T00:00:00.000Z';
    expect(shownState('missing', [], at)).toBe('missing');
    expect(shownState('missing', [{ createdAt: at }], at)).toBe('received');
    expect(shownState('refused', [{ createdAt: '2026-01-01T00:00:00.000Z' }], at)).toBe('refused');
    expect(shownState('refused', [{ createdAt: '2026-01-03T00:00:00.000Z' }], at)).toBe('received');
    expect(shownState('accepted', [{ createdAt: at }], at)).toBe('accepted');
  });
});

type Lists = Record<
  string,
  {
    total: number;
    items: { projectId: number; appointmentAt: string | null; permitIssueDate: string | null }[];
  }
>;
async function logisbox(token = admin) {
  const response = await call('GET', '/api/summary/logisbox', token);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    lists: Lists;
    counters: { total: number; constitution: number; toComplete: number; programmed: number };
  };
}
const listsOf = (lists: Lists, projectId: number) =>
  Object.entries(lists)
    .filter(([, list]) => list.items.some((item) => item.projectId === projectId))
    .map(([name]) => name)
    .sort();

describe('logisbox', () => {
  it('lists granted projects in every list they wait for, and follows each action', async () => {
    const db = t.database.db;
    expect(listsOf((await logisbox()).lists, own)).toEqual([]);
    await db.execute(sql`insert into building_permits (project_id, issue_date) values (${own}, '2026-05-20')
      on conflict (project_id) do update set issue_date = excluded.issue_date`);
    let answer = await logisbox();
    expect(listsOf(answer.lists, own)).toEqual(['waitingElement', 'waitingMeter', 'waitingSignature']);
    const row = answer.lists.waitingElement?.items.find((item) => item.projectId === own);
    expect(row).toMatchObject({
      acceptedPieces: 1,
      totalPieces: 10,
      permitIssueDate: '2026-05-20',
      hasMeter: false,
    });
    const before = answer.counters;
    expect(before.total).toBeGreaterThanOrEqual(1);

    // The file cannot be finished yet: pieces and appointment are named.
    const early = await call('PUT', `/api/project/${own}/logisboxFile`, salesman, { done: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      'Le dossier logisbox ne peut pas être terminé : 9 pièces du dossier ne sont pas acceptées ; le rendez-vous logisbox n’est pas fixé.',
    );

    // Every piece accepted (files attached to each).
    const list = (await pieces()).pieces;
    for (const piece of list.slice(1)) {
      expect((await uploadPiece(own, piece.id)).statusCode).toBe(200);
      const ok = await call('PUT', `/api/project/${own}/elementsConstitution/${piece.id}`, admin, {
        state: 'accepted',
      });
      expect(ok.statusCode).toBe(200);
    }
    expect(listsOf((await logisbox()).lists, own)).toEqual(['waitingMeter', 'waitingSignature']);

    const signed = await call('PUT', `/api/project/${own}/logisboxSigned`, salesman, { done: true });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().signedAt).not.toBeNull();
    expect(listsOf((await logisbox()).lists, own)).toEqual(['waitingMeter']);

    await db.update(projectLogisbox).set({ meterId: 4242 }).where(eq(projectLogisbox.projectId, own));
    answer = await logisbox();
    expect(listsOf(answer.lists, own)).toEqual(['inProgress']);
    expect(answer.counters.constitution).toBe(before.constitution - 1);
    expect(answer.counters.toComplete).toBe(before.toComplete - 1);

    const future = new Date(Date.now() + 7 * 86_400_000);
    const day = future.toISOString().slice(0, 10);
    const programmed = await call('PUT', `/api/project/${own}/logisboxAppointmentDate`, salesman, {
      date: day,
    });
    expect(programmed.statusCode).toBe(200);
    // A date alone is 09:00 in Paris (07:00 or 08:00 UTC).
    expect(programmed.json().appointmentAt).toMatch(new RegExp(`^${day}T0[78]:00:00`));
    expect((await logisbox()).counters.programmed).toBe(before.programmed + 1);
    const at = await call('PUT', `/api/project/${own}/logisboxAppointmentDate`, salesman, {
      date: '2030-01-15T14:30:00.000Z',
    });
    expect(at.json().appointmentAt).toBe('2030-01-15T14:30:00.000Z');
    expect((await history(own, 'logisbox.appointment'))[0]?.label).toBe(
      'Rendez-vous logisbox fixé au 15/01/2030 15:30',
    );
    // As the spec and people write it (issue 16): Paris time without an offset, a French day at 09:00.
    for (const written of ['15/01/2030 15:30', '2030-01-15 15:30']) {
      const answer = await call('PUT', `/api/project/${own}/logisboxAppointmentDate`, salesman, {
        date: written,
      });
      expect(answer.json().appointmentAt, written).toBe('2030-01-15T14:30:00.000Z');
    }
    const frenchDay = await call('PUT', `/api/project/${own}/logisboxAppointmentDate`, salesman, {
      date: '15/01/2030',
    });
    expect(frenchDay.json().appointmentAt).toBe('2030-01-15T08:00:00.000Z');
    await call('PUT', `/api/project/${own}/logisboxAppointmentDate`, salesman, {
      date: '2030-01-15T14:30:00.000Z',
    });
    const summary = (await call('GET', '/api/user/summary', admin)).json();
    expect(summary.summary.logisbox).toEqual((await logisbox()).counters);

    const done = await call('PUT', `/api/project/${own}/logisboxFile`, salesman, { done: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().fileAt).not.toBeNull();
    expect(listsOf((await logisbox()).lists, own)).toEqual([]);
    expect((await history(own, 'logisbox.file'))[0]?.label).toBe('Dossier logisbox terminé');
    // Reopened: back in progress.
    expect((await call('PUT', `/api/project/${own}/logisboxFile`, admin, { done: false })).statusCode).toBe(
      200,
    );
    expect(listsOf((await logisbox()).lists, own)).toEqual(['inProgress']);
  });

  it('a failure inside the command writes neither history nor audit, and keeps the appointment', async () => {
    const written = async () => {
      const trail = await projectTrail(t.database.db, own, {
        historyKind: 'logisbox.appointment',
        auditAction: 'project.logisboxAppointment',
      });
      const [row] = await sqlRows<{ at: unknown }>(
        t.database.db,
        sql`select appointment_at as at from project_logisbox where project_id = ${own}`,
      );
      return { ...trail, at: String(row?.at) };
    };
    const before = await written();
    const response = await withFailingAudit(t.database.db, 'project.logisboxAppointment', () =>
      call('PUT', `/api/project/${own}/logisboxAppointmentDate`, salesman, { date: '2031-03-03' }),
    );
    expect(response.statusCode).toBe(500);
    expect(await written()).toEqual(before);
  });

  it('pages one list alone: the next rows of that list, the totals of all', async () => {
    const db = t.database.db;
    // Three more granted customer projects in pre-construction, all waiting for their pieces (the demo
    // projects in construction have all of theirs accepted).
    const granted = await sqlRows<{ id: number }>(
      db,
      sql`select p.id from projects p
      join customers c on c.id = p.customer_id join project_logisbox lb on lb.project_id = p.id
      where not p.is_prospect and not c.is_archived and p.id not in (${own}, ${foreign})
        and lb.accepted_pieces < ${CONSTITUTION_PIECES.length}
      order by p.id limit 3`,
    );
    const ids = granted.map((row) => Number(row.id));
    expect(ids).toHaveLength(3);
    for (const id of ids) {
      await db.execute(sql`insert into building_permits (project_id, issue_date) values (${id}, '2026-03-01')
        on conflict (project_id) do update set issue_date = excluded.issue_date`);
      await db.update(projects).set({ step: 1, isArchived: false }).where(eq(projects.id, id));
      await db.update(projectLogisbox).set({ fileAt: null }).where(eq(projectLogisbox.projectId, id));
    }
    const all = await logisbox();
    const waiting = all.lists.waitingElement;
    expect(waiting?.total).toBeGreaterThanOrEqual(3);
    // Each list in its order (programmed appointments first, then the permit's issue date), all of it here.
    for (const list of Object.values(all.lists)) {
      const key = (item: (typeof list.items)[number]) =>
        [
          item.appointmentAt ?? '~',
          item.permitIssueDate ?? '',
          String(item.projectId).padStart(10, '0'),
        ].join('|');
      const keys = list.items.map(key);
      expect(keys).toEqual([...keys].sort());
      expect(list.total).toBe(list.items.length);
    }
    const page = async (offset: number) => {
      const response = await call(
        'GET',
        `/api/summary/logisbox?list=waitingElement&limit=1&offset=${offset}`,
        admin,
      );
      expect(response.statusCode).toBe(200);
      return response.json() as { lists: Lists };
    };
    const second = await page(1);
    // The asked list only, its row at that rank; every list keeps its total.
    expect(second.lists.waitingElement?.items.map((item) => item.projectId)).toEqual([
      waiting?.items[1]?.projectId,
    ]);
    for (const [name, list] of Object.entries(second.lists)) {
      expect(list.total).toBe(all.lists[name]?.total);
      if (name !== 'waitingElement') expect(list.items).toEqual([]);
    }
    expect((await page(waiting?.total ?? 0)).lists.waitingElement?.items).toEqual([]);
    const unknown = await call('GET', '/api/summary/logisbox?list=signed', admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Données invalides : list.',
      fields: { list: 'Liste logisbox inconnue' },
    });
  });

  it('limits the lists to the caller, validates input and refuses customers and craftsmen', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into building_permits (project_id, issue_date) values (${foreign}, '2026-04-01')
      on conflict (project_id) do update set issue_date = excluded.issue_date`);
    await db.update(projects).set({ step: 1, isArchived: false }).where(eq(projects.id, foreign));
    expect(listsOf((await logisbox(admin)).lists, foreign)).toContain('waitingElement');
    expect(listsOf((await logisbox(salesman)).lists, foreign)).toEqual([]);
    expect((await call('GET', '/api/summary/logisbox', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/summary/logisbox', craftsman)).statusCode).toBe(403);
    expect((await call('GET', '/api/summary/logisbox?limit=0', admin)).statusCode).toBe(400);
    const url = (id: number, what: string) => `/api/project/${id}/${what}`;
    expect(
      (await call('PUT', url(own, 'logisboxAppointmentDate'), salesman, { date: '31/02/2030' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', url(foreign, 'logisboxAppointmentDate'), salesman, { date: '2030-01-15' }))
        .statusCode,
    ).toBe(403);
    expect((await call('PUT', url(own, 'logisboxSigned'), customer, { done: true })).statusCode).toBe(403);
    expect((await call('PUT', url(own, 'logisboxFile'), salesman, { done: 'peut-être' })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', url(foreign, 'logisboxFile'), salesman, { done: true })).statusCode).toBe(403);
    // Archived projects leave the lists.
    await db.update(projects).set({ isArchived: true }).where(eq(projects.id, foreign));
    expect(listsOf((await logisbox(admin)).lists, foreign)).toEqual([]);
  });
});

describe('SMS reminder', () => {
  it('sends to the customer mobile through the outbox and lists what was sent', async () => {
    const url = `/api/preconstruction/${own}/smsReminder`;
    const empty = await call('GET', url, salesman);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ reminders: [] });
    const sent = await call('POST', url, salesman, {
      message: 'Bonjour, il nous manque votre avis d’imposition.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'SMS de relance envoyé.' });
    const [queued] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.projectId, own), eq(outboxMessages.channel, 'sms')));
    expect(queued).toMatchObject({ recipient: '0687451236', sentBy: salesmanId, status: 'pending' });
    const list = (await call('GET', url, salesman)).json();
    expect(list.phone).toBe('0687451236');
    expect(list.reminders).toHaveLength(1);
    expect(list.reminders[0]).toMatchObject({ text: 'Bonjour, il nous manque votre avis d’imposition.' });
    expect(list.reminders[0].sentBy).toBeTruthy();
  });

  it('validates the message and the phone, and checks ownership', async () => {
    const url = `/api/preconstruction/${own}/smsReminder`;
    expect((await call('POST', url, salesman, { message: '   ' })).statusCode).toBe(400);
    const long = await call('POST', url, salesman, { message: 'x'.repeat(321) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toMatch(/320 caractères/);
    expect((await call('POST', url, customer, { message: 'Bonjour' })).statusCode).toBe(403);
    expect((await call('GET', url, customer)).statusCode).toBe(403);
    expect((await call('GET', url, craftsman)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/preconstruction/${foreign}/smsReminder`, salesman, { message: 'Bonjour' }))
        .statusCode,
    ).toBe(403);

    await t.database.db
      .update(customers)
      .set({ phone: '0247000000', phone2: null })
      .where(eq(customers.id, ownCustomerId));
    const landline = await call('POST', url, salesman, { message: 'Bonjour' });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().message).toMatch(/pas de numéro de portable/);
    await t.database.db.update(customers).set({ phone: null }).where(eq(customers.id, ownCustomerId));
    const none = await call('POST', url, salesman, { message: 'Bonjour' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/pas de numéro de téléphone/);
  });

  it('finds the mobile among the two numbers', () => {
    expect(mobileOf({ phone: '02 47 00 00 00', phone2: '07.11.22.33.44' })).toBe('0711223344');
    expect(mobileOf({ phone: '+33 6 12 34 56 78', phone2: null })).toBe('+33612345678');
    expect(mobileOf({ phone: null, phone2: null })).toBeNull();
  });
});
