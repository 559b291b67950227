import { CONSTITUTION_PIECES } from '@batir/shared/preconstruction';
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_ACCOUNTS, demoUserId, login, type TestApp } from '../../../test/helpers';
import {
  auditLog,
  buildingPermits,
  constitutionPieces,
  customers,
  outboxMessages,
  projectFinancings,
  projectHistory,
  projectLands,
  projectLogisbox,
  projectProspects,
  projects,
  users,
} from '../../db/schema';

let t: TestApp;
const tokens: Record<'admin' | 'technical' | 'salesman' | 'gridOperator' | 'customer' | 'craftsman', string> =
  {
    admin: '',
    technical: '',
    salesman: '',
    gridOperator: '',
    customer: '',
    craftsman: '',
  };
let salesmanId: number;
/** A fresh customer project of the demo salesperson, made for these tests. */
let mine: number;
/** A project followed by another salesperson. */
let foreign: number;
/** The demo customer account's own project. */
let customerOwn: number;

async function newProject(name: string, salesman: number | null) {
  const [household] = await t.database.db
    .insert(customers)
    .values({
      name1: 'Testeur',
      surname1: name,
      email: `${name.toLowerCase()}@exemple.fr`,
      phone: '0601020304',
    })
    .returning({ id: customers.id });
  const [project] = await t.database.db
    .insert(projects)
    .values({ customerId: household?.id ?? 0, name: `Maison ${name}`, salesmanId: salesman, step: 1 })
    .returning({ id: projects.id });
  return project?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[role] = (await login(t.app, role)).accessToken;
  }
  salesmanId = await demoUserId(t, 'salesman');
  const adminId = await demoUserId(t, 'admin');
  mine = await newProject('Projets', salesmanId);
  foreign = await newProject('Ailleurs', adminId);
  const [own] = await t.database.db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(users.email, DEMO_ACCOUNTS.customer));
  if (!own) throw new Error('demo customer project missing');
  customerOwn = own.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, role: keyof typeof tokens, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[role]), ...(payload ? { payload } : {}) });

const history = async (projectId: number) =>
  t.database.db
    .select()
    .from(projectHistory)
    .where(eq(projectHistory.projectId, projectId))
    .orderBy(desc(projectHistory.id));

/** The project's row with its prospect side (project_prospects: the qualification). */
const project = async (projectId: number) => {
  const [row] = await t.database.db
    .select()
    .from(projects)
    .innerJoin(projectProspects, eq(projectProspects.projectId, projects.id))
    .where(eq(projects.id, projectId));
  if (!row) throw new Error('project missing');
  return { ...row.projects, ...row.project_prospects };
};

describe('GET /api/project/{project}/preconstruction', () => {
  it('answers the header: project, household, salesperson, gauge', async () => {
    const response = await call('GET', `/api/project/${mine}/preconstruction`, 'salesman');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.project).toMatchObject({
      id: mine,
      name: 'Maison Projets',
      step: 1,
      workingDamage: 0,
      state: 'inProgress',
    });
    expect(body.customer).toMatchObject({ displayName: 'Projets Testeur', phone: '0601020304' });
    expect(body.salesman.id).toBe(salesmanId);
    expect(body.progress).toMatchObject({ percent: 0, total: 5, canSwitchToConstruction: false });
  });

  it('a customer reads their own project only; craftsmen and other salespeople are refused', async () => {
    expect((await call('GET', `/api/project/${customerOwn}/preconstruction`, 'customer')).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/project/${mine}/preconstruction`, 'customer')).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${mine}/preconstruction`, 'craftsman')).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/preconstruction`, 'salesman')).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/preconstruction`, 'technical')).statusCode).toBe(200);
    expect((await call('GET', '/api/project/99999999/preconstruction', 'admin')).statusCode).toBe(404);
    expect((await call('GET', '/api/project/abc/preconstruction', 'admin')).statusCode).toBe(400);
  });
});

describe('progress gauge and switch to construction', () => {
  it('GET /api/summary/project/{id}/progress lists the 5 milestones', async () => {
    const response = await call('GET', `/api/summary/project/${mine}/progress`, 'admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.milestones.map((m: { label: string }) => m.label)).toEqual([
      'Permis de construire accordé',
      'Projet figé',
      'Offres de prêt reçues',
      'Acte du terrain reçu',
      'Dossier logisbox complet',
    ]);
    expect(body.reason).toContain('Passage en construction impossible');
    expect((await call('GET', `/api/summary/project/${customerOwn}/progress`, 'customer')).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/summary/project/${mine}/progress`, 'customer')).statusCode).toBe(403);
    expect((await call('GET', `/api/summary/project/${mine}/progress`, 'craftsman')).statusCode).toBe(403);
  });

  it('refuses the switch, naming what is missing, then allows it once the file is complete', async () => {
    const refused = await call('PUT', `/api/project/${mine}/switchToConstruction`, 'salesman');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Passage en construction impossible : permis de construire non accordé ; projet non figé ; offres de prêt non reçues ; acte du terrain non reçu ; dossier logisbox incomplet ; pièces non acceptées : Pièces d'identité des acquéreurs, .*Offres de prêt acceptées/,
    );

    // Every milestone but the permit, every piece accepted but the loan offers.
    const db = t.database.db;
    await db.insert(projectLands).values({ projectId: mine, deedReceivedOn: '2026-01-20' });
    await db.insert(projectFinancings).values({ projectId: mine, loanOffersReceivedOn: '2026-02-14' });
    await db
      .update(projectLogisbox)
      .set({ fileAt: new Date('2026-04-01T08:00:00Z') })
      .where(eq(projectLogisbox.projectId, mine));
    await db.insert(constitutionPieces).values(
      CONSTITUTION_PIECES.map((piece, position) => ({
        projectId: mine,
        key: piece.key,
        label: piece.label,
        position,
        state: piece.key === 'loanOffers' ? 'received' : 'accepted',
      })),
    );
    const frozen = await call('PUT', `/api/project/${mine}/frozen`, 'salesman', { frozen: true });
    expect(frozen.statusCode).toBe(200);

    const stillRefused = await call('PUT', `/api/project/${mine}/switchToConstruction`, 'salesman');
    expect(stillRefused.statusCode).toBe(409);
    expect(stillRefused.json().message).toBe(
      'Passage en construction impossible : permis de construire non accordé ; pièces non acceptées : Offres de prêt acceptées.',
    );
    const progress = (await call('GET', `/api/summary/project/${mine}/progress`, 'salesman')).json();
    expect(progress).toMatchObject({ reached: 4, percent: 80, canSwitchToConstruction: false });
    expect(progress.missing).toEqual([
      'permis de construire non accordé',
      'Pièce non acceptée : Offres de prêt acceptées',
    ]);

    // A cancelled financing does not count.
    await db
      .update(projectFinancings)
      .set({ cancelledAt: new Date() })
      .where(eq(projectFinancings.projectId, mine));
    expect((await call('GET', `/api/summary/project/${mine}/progress`, 'salesman')).json().reached).toBe(3);
    await db
      .update(projectFinancings)
      .set({ cancelledAt: null })
      .where(eq(projectFinancings.projectId, mine));

    await db.insert(buildingPermits).values({ projectId: mine, issueDate: '2026-03-02' });
    await db
      .update(constitutionPieces)
      .set({ state: 'accepted' })
      .where(and(eq(constitutionPieces.projectId, mine), eq(constitutionPieces.key, 'loanOffers')));
    const ready = (await call('GET', `/api/summary/project/${mine}/progress`, 'salesman')).json();
    expect(ready).toMatchObject({ percent: 100, canSwitchToConstruction: true, missing: [], reason: '' });

    // Grid operators read only; other salespeople not at all.
    expect((await call('PUT', `/api/project/${mine}/switchToConstruction`, 'gridOperator')).statusCode).toBe(
      403,
    );
    const switched = await call('PUT', `/api/project/${mine}/switchToConstruction`, 'salesman');
    expect(switched.statusCode).toBe(200);
    const row = await project(mine);
    expect(row.step).toBe(2);
    expect(row.switchedToConstructionAt).not.toBeNull();
    const [last] = await history(mine);
    expect(last).toMatchObject({
      kind: 'step',
      label: 'Passage en construction',
      fromValue: 'Pré-construction',
      toValue: 'Construction : gros œuvre',
    });
    const again = await call('PUT', `/api/project/${mine}/switchToConstruction`, 'salesman');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Le projet est déjà en construction.');
  });

  it('reset/construction brings it back to pre-construction (administrators only)', async () => {
    expect((await call('PUT', `/api/project/${mine}/reset/construction`, 'salesman')).statusCode).toBe(403);
    const reset = await call('PUT', `/api/project/${mine}/reset/construction`, 'admin');
    expect(reset.statusCode).toBe(200);
    expect((await project(mine)).step).toBe(1);
    expect((await call('PUT', `/api/project/${mine}/reset/construction`, 'admin')).statusCode).toBe(409);
  });

  it('reset/preconstruction clears the follow-up and the pieces', async () => {
    expect((await call('PUT', `/api/project/${mine}/reset/preconstruction`, 'technical')).statusCode).toBe(
      403,
    );
    const reset = await call('PUT', `/api/project/${mine}/reset/preconstruction`, 'admin');
    expect(reset.statusCode).toBe(200);
    const row = await project(mine);
    expect(row.frozenAt).toBeNull();
    const [logisbox] = await t.database.db
      .select()
      .from(projectLogisbox)
      .where(eq(projectLogisbox.projectId, mine));
    expect(logisbox?.fileAt).toBeNull();
    const pieces = await t.database.db
      .select()
      .from(constitutionPieces)
      .where(and(eq(constitutionPieces.projectId, mine), ne(constitutionPieces.state, 'missing')));
    expect(pieces).toHaveLength(0);
    const progress = (await call('GET', `/api/summary/project/${mine}/progress`, 'admin')).json();
    expect(progress.reached).toBe(3);
  });
});

describe('project operations', () => {
  it('setState, waiting, boxReady, underTest: history and audit', async () => {
    const state = await call('PUT', `/api/project/${mine}/setState`, 'salesman', { state: 'dispute' });
    expect(state.statusCode).toBe(200);
    expect((await project(mine)).state).toBe('dispute');
    const [line] = await history(mine);
    expect(line).toMatchObject({
      kind: 'state',
      fromValue: 'En cours',
      toValue: 'En litige',
      userId: salesmanId,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.setState'), eq(auditLog.entityId, String(mine))));
    expect(audits).toHaveLength(1);
    expect(
      (await call('PUT', `/api/project/${mine}/setState`, 'salesman', { state: 'fini' })).statusCode,
    ).toBe(400);

    expect((await call('PUT', `/api/project/${mine}/waiting`, 'salesman', { waiting: 1 })).statusCode).toBe(
      200,
    );
    expect(
      (await call('PUT', `/api/project/${mine}/boxReady`, 'salesman', { boxReady: true })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/project/${mine}/underTest`, 'salesman', { underTest: '1' })).statusCode,
    ).toBe(200);
    const row = await project(mine);
    expect(row).toMatchObject({ isWaiting: true, boxReady: true, underTest: true });
    expect((await history(mine)).slice(0, 3).map((h) => h.label)).toEqual([
      'Projet passé en test',
      'Box prête',
      'Projet mis en attente',
    ]);
    // Same value again: nothing recorded.
    const before = (await history(mine)).length;
    await call('PUT', `/api/project/${mine}/waiting`, 'salesman', { waiting: true });
    expect((await history(mine)).length).toBe(before);
  });

  it('workingDamage takes 1 or 0 only', async () => {
    expect(
      (await call('PUT', `/api/project/${mine}/workingDamage`, 'salesman', { workingDamage: 1 })).statusCode,
    ).toBe(200);
    expect((await project(mine)).workingDamage).toBe(true);
    const bad = await call('PUT', `/api/project/${mine}/workingDamage`, 'salesman', { workingDamage: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).not.toBe(0);
  });

  it('put on hold and cancel', async () => {
    expect((await call('PUT', `/api/project/${mine}/putOnHold`, 'salesman', { reason: '' })).statusCode).toBe(
      400,
    );
    const hold = await call('PUT', `/api/project/${mine}/putOnHold`, 'salesman', {
      reason: 'Attente du notaire',
    });
    expect(hold.statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/project/${mine}/putOnHold`, 'salesman', { reason: 'x' })).statusCode,
    ).toBe(409);
    const header = (await call('GET', `/api/project/${mine}/preconstruction`, 'salesman')).json();
    expect(header.project).toMatchObject({ onHold: true, onHoldReason: 'Attente du notaire' });
    expect((await call('PUT', `/api/project/${mine}/cancelOnHold`, 'salesman')).statusCode).toBe(200);
    expect((await call('PUT', `/api/project/${mine}/cancelOnHold`, 'salesman')).statusCode).toBe(409);
  });

  it('a living area to the hundredth of m², typed the French way (issue 15, defect 11)', async () => {
    expect((await call('PUT', `/api/project/${mine}/area`, 'salesman', { area: '650,5' })).statusCode).toBe(
      200,
    );
    expect((await project(mine)).areaM2).toBe(650.5);
    const sheet = await call('GET', `/api/project/${mine}/sheet/informations`, 'salesman');
    expect(JSON.stringify(sheet.json())).toContain('650.5');
    const refused = await call('PUT', `/api/project/${mine}/area`, 'salesman', { area: '98,456' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.area).toBe('Surface au centième de m² près');
  });

  it('area, qualification, craftsman file mode, portal step', async () => {
    expect((await call('PUT', `/api/project/${mine}/area`, 'salesman', { area: 112 })).statusCode).toBe(200);
    expect((await call('PUT', `/api/project/${mine}/area`, 'salesman', { area: -3 })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/project/${mine}/qualification`, 'salesman', { qualification: 'hot' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/project/${mine}/qualification`, 'salesman', { qualification: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/project/${mine}/set/craftsmanFileMode`, 'salesman', { mode: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/project/${mine}/set/craftsmanFileMode`, 'salesman', { mode: 3 })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/preconstruction/step/3', 'salesman', { project: mine })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', '/api/preconstruction/step/6', 'salesman', { project: mine })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', '/api/preconstruction/step/2', 'salesman', { project: foreign })).statusCode,
    ).toBe(403);
    const row = await project(mine);
    expect(row).toMatchObject({
      areaM2: 112,
      qualification: 'hot',
      craftsmanFileMode: 1,
      preconstructionStep: 3,
    });
  });

  it('activate an archived project', async () => {
    expect((await call('PUT', `/api/project/${mine}/activate`, 'salesman')).statusCode).toBe(409);
    await t.database.db.update(projects).set({ isArchived: true }).where(eq(projects.id, mine));
    expect((await call('PUT', `/api/project/${mine}/activate`, 'salesman')).statusCode).toBe(200);
    expect((await project(mine)).isArchived).toBe(false);
  });

  it('congratulations once the permit is granted, once', async () => {
    const other = await newProject('Bravo', salesmanId);
    const early = await call('POST', `/api/project/${other}/congratulations`, 'salesman');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain("n'est pas encore accordé");
    await t.database.db.insert(buildingPermits).values({ projectId: other, issueDate: '2026-03-02' });
    const sent = await call('POST', `/api/project/${other}/congratulations`, 'salesman');
    expect(sent.statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.projectId, other));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'bravo@exemple.fr', sentBy: salesmanId });
    expect(mails[0]?.bodyText).toContain('02/03/2026');
    expect((await call('POST', `/api/project/${other}/congratulations`, 'salesman')).statusCode).toBe(409);
  });

  it('share by mail goes through the outbox', async () => {
    const bad = await call('POST', `/api/project/${mine}/shareByMail`, 'salesman', { email: 'pas-un-mail' });
    expect(bad.statusCode).toBe(400);
    const shared = await call('POST', `/api/project/${mine}/shareByMail`, 'salesman', {
      email: 'banque@exemple.fr',
      message: 'Voici le projet',
    });
    expect(shared.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.projectId, mine), eq(outboxMessages.recipient, 'banque@exemple.fr')));
    expect(mail?.bodyText).toContain('Voici le projet');
    expect(mail?.bodyText).toContain('Maison Projets');
  });

  it('writes are refused to customers, craftsmen, grid operators and other salespeople', async () => {
    const body = { waiting: true };
    expect((await call('PUT', `/api/project/${customerOwn}/waiting`, 'customer', body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/project/${mine}/waiting`, 'craftsman', body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/project/${mine}/waiting`, 'gridOperator', body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/project/${foreign}/waiting`, 'salesman', body)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/project/${foreign}/frozen`, 'salesman', { frozen: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/project/${foreign}/shareByMail`, 'salesman', { email: 'a@b.fr' })).statusCode,
    ).toBe(403);
  });
});

describe('sheet informations, history, categories, archives', () => {
  it('GET and PUT /api/project/{project}/sheet/informations', async () => {
    const read = await call('GET', `/api/project/${mine}/sheet/informations`, 'salesman');
    expect(read.statusCode).toBe(200);
    const saved = await call('PUT', `/api/project/${mine}/sheet/informations`, 'salesman', {
      name: 'Maison Projets bis',
      area: 120,
      workingDamage: 0,
      notes: 'Portail à prévoir',
      state: 'inProgress',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().informations).toEqual({
      name: 'Maison Projets bis',
      area: 120,
      workingDamage: 0,
      notes: 'Portail à prévoir',
      state: 'inProgress',
    });
    const kinds = (await history(mine)).slice(0, 5).map((h) => h.kind);
    expect(kinds.sort()).toEqual(['area', 'name', 'notes', 'state', 'workingDamage']);
    const bad = await call('PUT', `/api/project/${mine}/sheet/informations`, 'salesman', {
      name: '',
      area: null,
      workingDamage: 5,
      notes: '',
      state: 'inProgress',
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/api/project/${mine}/sheet/informations`, 'customer')).statusCode).toBe(403);
  });

  it('GET /api/project/{project}/history: newest first, with the author, paginated', async () => {
    const response = await call('GET', `/api/project/${mine}/history?limit=2`, 'admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.list).toHaveLength(2);
    expect(body.total).toBe((await history(mine)).length);
    expect(body.list[0].user.name).toBe(
      await t.database.db
        .select({ surname: users.surname, name: users.name })
        .from(users)
        .where(eq(users.id, salesmanId))
        .then(([u]) => `${u?.surname} ${u?.name}`),
    );
    expect(new Date(body.list[0].createdAt) >= new Date(body.list[1].createdAt)).toBe(true);
    const far = (await call('GET', `/api/project/${mine}/history?page=500&limit=2`, 'admin')).json();
    expect(far).toMatchObject({ list: [], total: body.total });
    expect((await call('GET', `/api/project/${mine}/history?limit=500`, 'admin')).statusCode).toBe(400);
    expect((await call('GET', `/api/project/${mine}/history`, 'craftsman')).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/history`, 'salesman')).statusCode).toBe(403);
  });

  it('document categories and quotation archives', async () => {
    const categories = (await call('GET', '/api/project/documents/category', 'salesman')).json();
    expect(categories.categories).toContainEqual({ value: 'buildingPermit', label: 'Permis de construire' });
    const archives = await call('GET', `/api/project/${customerOwn}/quotation/archives`, 'customer');
    expect(archives.statusCode).toBe(200);
    expect(archives.json().list).toEqual([]);
    expect((await call('GET', `/api/project/${mine}/quotation/archives`, 'customer')).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${mine}/quotation/archives`, 'craftsman')).statusCode).toBe(403);
  });
});
