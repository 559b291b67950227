import type { TCustomerListResponse, TCustomerResponse } from '@batir/shared/customers';
import type { TBpTile, TProjectListResponse, TProjectSearchResponse } from '@batir/shared/project-list';
import { and, eq, sql } from 'drizzle-orm';
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
import { auditLog, customers, projectHistory, projectPermits, projects, users } from '../../db/schema';

let t: TestApp;
let admin: string;
let technical: string;
let salesman: string;
let gridOperator: string;
let customer: string;
let craftsman: string;
let salesmanId: number;
let otherSalesmanId: number;
/** Households made for these tests (names searched as "Zéphyrin"). */
let mineHousehold: number;
let otherHousehold: number;
let mineProjects: number[];
let otherProject: number;
let prospectProject: number;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function household(name1: string, surname1: string) {
  const [row] = await t.database.db
    .insert(customers)
    .values({ name1, surname1, phone: '0612345678', city: 'Tours', postalCode: '37000' })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

/** A project, with its permit tile (project_permits, whose row the insert creates) when given. */
async function project(
  values: Partial<typeof projects.$inferInsert> & { customerId: number; name: string; bpTile?: TBpTile },
) {
  const { bpTile, ...own } = values;
  const [row] = await t.database.db.insert(projects).values(own).returning({ id: projects.id });
  if (!row) throw new Error('no project');
  if (bpTile) await setTile(row.id, bpTile);
  return row.id;
}

/** The project list's permit tile, as the permit service writes it. */
const setTile = (projectId: number, bpTile: TBpTile) =>
  t.database.db.update(projectPermits).set({ bpTile }).where(eq(projectPermits.projectId, projectId));

beforeAll(async () => {
  t = await createTestApp();
  const token = async (role: Parameters<typeof login>[1]) => (await login(t.app, role)).accessToken;
  [admin, technical, salesman, gridOperator, customer, craftsman] = await Promise.all([
    token('admin'),
    token('technical'),
    token('salesman'),
    token('gridOperator'),
    token('customer'),
    token('craftsman'),
  ]);
  salesmanId = await demoUserId(t, 'salesman');
  const others = await t.database.db.select({ id: users.id, roles: users.roles }).from(users);
  const other = others.find((u) => u.id !== salesmanId && u.roles.includes('salesman'));
  if (!other) throw new Error('no other salesman');
  otherSalesmanId = other.id;
  mineHousehold = await household('Zéphyrin', 'Aurore');
  otherHousehold = await household('Zéphyrin', 'Basile');
  mineProjects = [
    await project({
      customerId: mineHousehold,
      name: 'Maison Zéphyr A',
      step: 1,
      bpTile: 'bpInProgress',
      salesmanId,
      landCity: 'Amboise',
    }),
    await project({
      customerId: mineHousehold,
      name: 'Maison Zéphyr B',
      step: 2,
      bpTile: 'bpFinished',
      salesmanId,
      landCity: 'Chinon',
    }),
  ];
  otherProject = await project({
    customerId: otherHousehold,
    name: 'Maison Zéphyr C',
    step: 1,
    bpTile: 'bpInstruction',
    salesmanId: otherSalesmanId,
    landCity: 'Loches',
  });
  prospectProject = await project({
    customerId: otherHousehold,
    name: 'Maison Zéphyr prospect',
    isProspect: true,
    salesmanId: otherSalesmanId,
  });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/project', () => {
  it('lists customer projects with the tile counts under the same filters', async () => {
    const response = await call('GET', '/api/project?search=zephyr', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<TProjectListResponse>();
    expect(body.list.map((p) => p.id).sort()).toEqual([...mineProjects, otherProject].sort());
    expect(body.list.map((p) => p.id)).not.toContain(prospectProject);
    expect(body.listTile).toEqual({ waitingBpElements: 0, bpInProgress: 1, bpInstruction: 1, bpFinished: 1 });
    expect(body.total).toBe(3);
    const first = body.list.find((p) => p.id === mineProjects[0]);
    expect(first).toMatchObject({
      name: 'Maison Zéphyr A',
      customerName: 'Aurore Zéphyrin',
      step: 1,
      bpTile: 'bpInProgress',
      landCity: 'Amboise',
      salesman: { id: salesmanId },
    });
  });

  it('filters by step and tile; the counts ignore the tile', async () => {
    const step1 = (
      await call('GET', '/api/project?search=zephyr&step=1', admin)
    ).json<TProjectListResponse>();
    expect(step1.list.map((p) => p.id).sort()).toEqual([mineProjects[0], otherProject].sort());
    // Counted within the step (the step's own entries of the search index, migration 0046).
    expect(step1.total).toBe(2);
    expect(step1.listTile).toEqual({
      waitingBpElements: 0,
      bpInProgress: 1,
      bpInstruction: 1,
      bpFinished: 0,
    });
    const step2 = (await call('GET', '/api/project?search=zeph&step=2', admin)).json<TProjectListResponse>();
    expect(step2.list.map((p) => p.id)).toEqual([mineProjects[1]]);
    expect(step2.total).toBe(1);
    // Two letters match word starts only, within the step too.
    const starts = (await call('GET', '/api/project?search=ze&step=1', admin)).json<TProjectListResponse>();
    expect(starts.list.map((p) => p.id)).toEqual(expect.arrayContaining([mineProjects[0], otherProject]));
    const inside = (await call('GET', '/api/project?search=ep&step=1', admin)).json<TProjectListResponse>();
    expect(inside.list.map((p) => p.id)).not.toContain(mineProjects[0]);
    expect(inside.list.map((p) => p.id)).not.toContain(otherProject);
    const tile = (
      await call('GET', '/api/project?search=zephyr&step=all&tile=bpFinished', admin)
    ).json<TProjectListResponse>();
    expect(tile.list.map((p) => p.id)).toEqual([mineProjects[1]]);
    expect(tile.total).toBe(1);
    expect(tile.listTile.bpInProgress).toBe(1);
  });

  it('filters by salesman for admins and sorts in the database', async () => {
    const mine = (
      await call('GET', `/api/project?search=zephyr&salesmen=${salesmanId}&sort=name&order=desc`, admin)
    ).json<TProjectListResponse>();
    expect(mine.list.map((p) => p.name)).toEqual(['Maison Zéphyr B', 'Maison Zéphyr A']);
    const byCustomer = (
      await call('GET', '/api/project?search=zephyr&sort=customer&order=asc', admin)
    ).json<TProjectListResponse>();
    expect(byCustomer.list.map((p) => p.customerName)).toEqual([
      'Aurore Zéphyrin',
      'Aurore Zéphyrin',
      'Basile Zéphyrin',
    ]);
    // Without a search, the page is read in the sort key's index order (listProjects), then sorted again.
    for (const sort of ['customer', 'name', 'createdAt', 'step', 'salesman']) {
      const page = await call('GET', `/api/project?sort=${sort}&order=asc&salesmen=${salesmanId}`, admin);
      expect(page.statusCode).toBe(200);
      expect(page.json<TProjectListResponse>().list.length).toBeGreaterThan(0);
    }
    const bySalesman = await call('GET', '/api/project?search=zephyr&sort=salesman&order=asc', admin);
    expect(bySalesman.statusCode).toBe(200);
    const recent = (await call('GET', '/api/project?search=zephyr', admin)).json<TProjectListResponse>();
    expect(recent.list.map((p) => p.id)).toEqual([otherProject, ...[...mineProjects].reverse()]);
    await t.database.db
      .update(projects)
      .set({ createdAt: new Date('2020-01-01T10:00:00Z') })
      .where(eq(projects.id, otherProject));
    // By default « Créé le », newest first, not the internal id (an older file entered later goes last).
    const byDefault = (await call('GET', '/api/project?search=zephyr', admin)).json<TProjectListResponse>();
    expect(byDefault.list.map((p) => p.id)).toEqual([...[...mineProjects].reverse(), otherProject]);
    const byDate = (
      await call('GET', '/api/project?search=zephyr&sort=createdAt&order=asc', admin)
    ).json<TProjectListResponse>();
    expect(byDate.list[0]?.id).toBe(otherProject);
    const byStep = (
      await call('GET', '/api/project?search=zephyr&sort=step&order=desc', admin)
    ).json<TProjectListResponse>();
    expect(byStep.list[0]?.step).toBe(2);
  });

  it('sorts names with accents folded, and follows a household renamed later', async () => {
    const names = ['Étienne', 'Eric', 'Zoé', 'émile'];
    const ids: number[] = [];
    for (const [index, name1] of names.entries()) {
      const home = await household(name1, 'Quillard');
      ids.push(await project({ customerId: home, name: `${name1} maison quillardière`, step: 3 }));
      if (index === 2)
        await t.database.db.update(customers).set({ name1: 'Abel' }).where(eq(customers.id, home));
    }
    const sorted = async (sort: string, order: string) =>
      (await call('GET', `/api/project?search=quillard&sort=${sort}&order=${order}`, admin))
        .json<TProjectListResponse>()
        .list.map((p) => p.id);
    // « Zoé » became « Abel »: first by household; then Émile, Eric, Étienne (accents folded).
    expect(await sorted('customer', 'asc')).toEqual([ids[2], ids[3], ids[1], ids[0]]);
    expect(await sorted('customer', 'desc')).toEqual([ids[0], ids[1], ids[3], ids[2]]);
    // The project keeps its name: Émile, Eric, Étienne, Zoé.
    expect(await sorted('name', 'asc')).toEqual([ids[3], ids[1], ids[0], ids[2]]);
  });

  it('counts a search up to 1 000 matches, then says so without counting the tiles', async () => {
    const home = await household('Nombreux', 'Ulysse');
    await t.database.db.execute(sql`
      insert into projects (customer_id, name, step)
      select ${home}, 'Maison ulyssienne ' || case when n <= 5 then 'rare ' else '' end || n, 1
      from generate_series(1, 1010) n`);
    // Their permit tiles, on the rows the insert created (a CTE's update would not see them yet).
    await t.database.db.execute(sql`
      update project_permits pm
      set bp_tile = case when p.name like '%rare%' then 'bpInstruction' else 'bpFinished' end
      from projects p where pm.project_id = p.id and p.customer_id = ${home}`);
    const body = (await call('GET', '/api/project?search=ulyssienne', admin)).json<TProjectListResponse>();
    expect(body).toMatchObject({ total: 1000, capped: true });
    expect(body.listTile).toEqual({
      waitingBpElements: null,
      bpInProgress: null,
      bpInstruction: null,
      bpFinished: null,
    });
    expect(body.list).toHaveLength(100);
    // A chosen tile is counted on its own, exactly when under the cap.
    const few = (
      await call('GET', '/api/project?search=ulyssienne&tile=bpInstruction', admin)
    ).json<TProjectListResponse>();
    expect(few).toMatchObject({ total: 5, capped: false });
    expect(few.list).toHaveLength(5);
    const many = (
      await call('GET', '/api/project?search=ulyssienne&tile=bpFinished', admin)
    ).json<TProjectListResponse>();
    expect(many).toMatchObject({ total: 1000, capped: true });
    // Under the cap, exact counts.
    const exact = (
      await call('GET', '/api/project?search=ulyssienne%20rare', admin)
    ).json<TProjectListResponse>();
    expect(exact).toMatchObject({ total: 5, capped: false });
    expect(exact.listTile).toEqual({
      waitingBpElements: 0,
      bpInProgress: 0,
      bpInstruction: 5,
      bpFinished: 0,
    });
    await t.database.db.delete(projects).where(eq(projects.customerId, home));
  });

  it('paginates with at most 100 rows a page', async () => {
    const page = (
      await call('GET', '/api/project?search=zephyr&itemsPerPage=2&page=2', admin)
    ).json<TProjectListResponse>();
    expect(page.list).toHaveLength(1);
    expect(page.total).toBe(3);
    expect(page.itemsPerPage).toBe(2);
    const whole = (await call('GET', '/api/project', admin)).json<TProjectListResponse>();
    expect(whole.itemsPerPage).toBe(100);
    expect((await call('GET', '/api/project?itemsPerPage=101', admin)).statusCode).toBe(400);
  });

  it('shows a salesperson their own projects only, whatever salesmen they ask for', async () => {
    const body = (
      await call('GET', `/api/project?search=zephyr&salesmen=${otherSalesmanId}`, salesman)
    ).json<TProjectListResponse>();
    expect(body.list.map((p) => p.id).sort()).toEqual([...mineProjects].sort());
    expect(body.listTile.bpInstruction).toBe(0);
  });

  it('lets the design office see every project', async () => {
    const body = (await call('GET', '/api/project?search=zephyr', technical)).json<TProjectListResponse>();
    expect(body.total).toBe(3);
  });

  it('refuses customers and craftsmen, and bad queries with a French message', async () => {
    expect((await call('GET', '/api/project', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/project', craftsman)).statusCode).toBe(403);
    for (const query of [
      'step=4',
      'tile=nope',
      'sort=nope',
      'order=up',
      'page=0',
      'salesmen=a,b',
      'archived=2',
    ]) {
      const response = await call('GET', `/api/project?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTypeOf('string');
    }
  });
});

describe('PUT /api/project/{id}/archive', () => {
  it('archives and brings back one project, with history and audit', async () => {
    const id = mineProjects[1] as number;
    const archived = await call('PUT', `/api/project/${id}/archive`, salesman, { archive: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ error: 0, id, isArchived: true });
    const live = (await call('GET', '/api/project?search=zephyr', admin)).json<TProjectListResponse>();
    expect(live.list.map((p) => p.id)).not.toContain(id);
    const archivedList = (
      await call('GET', '/api/project?search=zephyr&archived=1', admin)
    ).json<TProjectListResponse>();
    expect(archivedList.list.map((p) => p.id)).toEqual([id]);
    const history = await t.database.db.select().from(projectHistory).where(eq(projectHistory.projectId, id));
    expect(history.map((h) => h.label)).toContain('Projet archivé');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.archive'), eq(auditLog.entityId, String(id))));
    expect(audit).toHaveLength(1);
    const back = await call('PUT', `/api/project/${id}/archive`, salesman, { archive: false });
    expect(back.json()).toMatchObject({ isArchived: false });
  });

  it("refuses another salesperson's project, grid operators, customers, prospects and bad bodies", async () => {
    expect(
      (await call('PUT', `/api/project/${otherProject}/archive`, salesman, { archive: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/project/${mineProjects[0]}/archive`, customer, { archive: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/project/${mineProjects[0]}/archive`, craftsman, { archive: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/project/${prospectProject}/archive`, admin, { archive: true })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/project/${mineProjects[0]}/archive`, admin, { archive: 'oui' })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/project/abc/archive', admin, { archive: true })).statusCode).toBe(400);
    expect((await call('PUT', '/api/project/99999999/archive', admin, { archive: true })).statusCode).toBe(
      404,
    );
  });

  it('a failure inside the command writes neither history nor audit, and leaves the project live', async () => {
    const id = mineProjects[1] as number;
    const written = async () => {
      const trail = await projectTrail(t.database.db, id, {
        historyKind: 'archive',
        auditAction: 'project.archive',
      });
      const [row] = await t.database.db
        .select({ isArchived: projects.isArchived })
        .from(projects)
        .where(eq(projects.id, id));
      return { ...trail, isArchived: row?.isArchived };
    };
    const before = await written();
    expect(before.isArchived).toBe(false);
    const response = await withFailingAudit(t.database.db, 'project.archive', () =>
      call('PUT', `/api/project/${id}/archive`, salesman, { archive: true }),
    );
    expect(response.statusCode).toBe(500);
    expect(await written()).toEqual(before);
  });
});

describe('GET /api/project/search', () => {
  it('finds projects by name, household or id, within what the caller sees', async () => {
    const byName = (
      await call('GET', '/api/project/search?term=zephyr', admin)
    ).json<TProjectSearchResponse>();
    expect(byName.list.map((p) => p.id).sort()).toEqual([...mineProjects, otherProject].sort());
    expect(byName.list.find((p) => p.id === otherProject)?.customerName).toBe('Basile Zéphyrin');
    const byId = (
      await call('GET', `/api/project/search?term=${otherProject}`, admin)
    ).json<TProjectSearchResponse>();
    expect(byId.list[0]?.id).toBe(otherProject);
    const own = (
      await call('GET', '/api/project/search?term=zephyr', salesman)
    ).json<TProjectSearchResponse>();
    expect(own.list.map((p) => p.id).sort()).toEqual([...mineProjects].sort());
    expect((await call('GET', '/api/project/search?term=x', customer)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/search?term=${'a'.repeat(101)}`, admin)).statusCode).toBe(400);
  });
});

describe('customer routes', () => {
  it('GET /api/customerInitData gives salespeople, steps, tiles and states in French', async () => {
    const body = (await call('GET', '/api/customerInitData', admin)).json();
    expect(body.seesAll).toBe(true);
    expect(body.steps[0]).toEqual({ value: 1, label: 'Pré-construction' });
    expect(body.tiles.map((tile: { label: string }) => tile.label)).toEqual([
      "En attente d'éléments PC",
      'PC en cours',
      'PC en instruction',
      'PC obtenu',
    ]);
    expect(body.salesmen.length).toBeGreaterThan(1);
    const own = (await call('GET', '/api/customerInitData', salesman)).json();
    expect(own.seesAll).toBe(false);
    expect(own.salesmen.map((s: { id: number }) => s.id)).toEqual([salesmanId]);
    expect((await call('GET', '/api/customerInitData', craftsman)).statusCode).toBe(403);
  });

  it('GET /api/customers lists households with their projects count', async () => {
    const body = (await call('GET', '/api/customers?search=zephyrin', admin)).json<TCustomerListResponse>();
    expect(body.total).toBe(2);
    expect(body.list.find((c) => c.id === mineHousehold)).toMatchObject({
      displayName: 'Aurore Zéphyrin',
      projectsCount: 2,
    });
    expect(body.list.find((c) => c.id === otherHousehold)?.projectsCount).toBe(1);
    const own = (await call('GET', '/api/customers?search=zephyrin', salesman)).json<TCustomerListResponse>();
    expect(own.list.map((c) => c.id)).toEqual([mineHousehold]);
    expect((await call('GET', '/api/customers', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/customers?page=-1', admin)).statusCode).toBe(400);
  });

  it('GET /api/customers/{customer}: the household and its projects, owners only', async () => {
    const response = await call('GET', `/api/customers/${mineHousehold}`, salesman);
    expect(response.statusCode).toBe(200);
    const body = response.json<TCustomerResponse>();
    expect(body.customer.displayName).toBe('Aurore Zéphyrin');
    expect(body.projects.map((p) => p.id).sort()).toEqual([...mineProjects].sort());
    expect(body.canWrite).toBe(true);
    expect((await call('GET', `/api/customers/${otherHousehold}`, salesman)).statusCode).toBe(403);
    expect((await call('GET', `/api/customers/${otherHousehold}`, customer)).statusCode).toBe(403);
    expect((await call('GET', `/api/customers/${otherHousehold}`, craftsman)).statusCode).toBe(403);
    expect((await call('GET', '/api/customers/99999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/customers/zéro', admin)).statusCode).toBe(400);
  });

  it('lets a customer read their own household', async () => {
    const [own] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(users.email, 'client@demo.batir.fr'));
    if (!own) throw new Error('no demo household');
    const response = await call('GET', `/api/customers/${own.id}`, customer);
    expect(response.statusCode).toBe(200);
    expect(response.json<TCustomerResponse>().canWrite).toBe(false);
    expect(
      (await call('POST', `/api/customers/${own.id}`, customer, { name1: 'X', phone: '0612345678' }))
        .statusCode,
    ).toBe(403);
  });

  it('POST /api/customers/{customer} saves the contact details, validated in French', async () => {
    const saved = await call('POST', `/api/customers/${mineHousehold}`, salesman, {
      name1: 'Zéphyrin',
      surname1: 'Aurore',
      name2: 'Zéphyrin',
      surname2: 'Marc',
      phone: '06 12 34 56 78',
      email: 'aurore.zephyrin@example.fr',
      address: '3 rue des Lilas',
      postalCode: '37400',
      city: 'Amboise',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TCustomerResponse>().customer).toMatchObject({
      displayName: 'Aurore et Marc Zéphyrin',
      email: 'aurore.zephyrin@example.fr',
      city: 'Amboise',
    });
    const bad = await call('POST', `/api/customers/${mineHousehold}`, admin, {
      name1: '',
      email: 'pas-un-mail',
      postalCode: '123',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/nom|e-mail|postal/i);
    expect(
      (await call('POST', `/api/customers/${otherHousehold}`, salesman, { name1: 'X', phone: '0612345678' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/customers/${mineHousehold}`, gridOperator, {
          name1: 'X',
          phone: '0612345678',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('POST /api/customer/project/default chooses a project of the household', async () => {
    const ok = await call('POST', '/api/customer/project/default', salesman, {
      customer: mineHousehold,
      project: mineProjects[1],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().defaultProjectId).toBe(mineProjects[1]);
    const list = (await call('GET', '/api/project?search=zephyr', admin)).json<TProjectListResponse>();
    expect(list.list.find((p) => p.id === mineProjects[1])?.isDefault).toBe(true);
    const foreign = await call('POST', '/api/customer/project/default', admin, {
      customer: mineHousehold,
      project: otherProject,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("Ce projet n'appartient pas à ce foyer.");
    expect(
      (
        await call('POST', '/api/customer/project/default', admin, {
          customer: otherHousehold,
          project: prospectProject,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/customer/project/default', salesman, {
          customer: otherHousehold,
          project: otherProject,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/customer/project/default', admin, { customer: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('POST and DELETE /api/customer/archive archive the household and its projects', async () => {
    const archived = await call('POST', '/api/customer/archive', admin, { customer: otherHousehold });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ isArchived: true, message: 'Le foyer est archivé.' });
    const rows = await t.database.db
      .select({ id: projects.id, isArchived: projects.isArchived })
      .from(projects)
      .where(eq(projects.customerId, otherHousehold));
    expect(rows.every((row) => row.isArchived)).toBe(true);
    const history = await t.database.db
      .select()
      .from(projectHistory)
      .where(eq(projectHistory.projectId, otherProject));
    expect(history.map((h) => h.label)).toContain('Projet archivé avec le foyer');
    const archivedList = (await call('GET', '/api/customers?search=zephyrin&archived=1', admin)).json();
    expect(archivedList.list.map((c: { id: number }) => c.id)).toEqual([otherHousehold]);
    // A project of an archived household comes back with its household only.
    expect(
      (await call('PUT', `/api/project/${otherProject}/archive`, admin, { archive: false })).statusCode,
    ).toBe(400);
    const back = await call('DELETE', '/api/customer/archive', admin, { customer: otherHousehold });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ isArchived: false });
    const again = await call('POST', '/api/customer/archive', admin, { customer: otherHousehold });
    expect(again.statusCode).toBe(200);
    const byQuery = await call('DELETE', `/api/customer/archive?customer=${otherHousehold}`, technical);
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    const live = (await call('GET', '/api/project?search=zephyr', admin)).json<TProjectListResponse>();
    expect(live.list.map((p) => p.id)).toContain(otherProject);
  });

  it('refuses archiving for others, craftsmen and bad bodies', async () => {
    expect(
      (await call('POST', '/api/customer/archive', salesman, { customer: otherHousehold })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/customer/archive', customer, { customer: mineHousehold })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/customer/archive', admin, {})).statusCode).toBe(400);
    expect((await call('DELETE', '/api/customer/archive', admin)).statusCode).toBe(400);
    expect((await call('POST', '/api/customer/archive', admin, { customer: 99999999 })).statusCode).toBe(404);
  });
});

describe('tile counters (project_tile_counts)', () => {
  it('match a count of the live customer projects after inserts, updates, archives and deletes', async () => {
    const extra = await project({ customerId: mineHousehold, name: 'Maison Zéphyr D', step: 3, salesmanId });
    await setTile(extra, 'bpInstruction');
    await t.database.db.update(projects).set({ step: 1 }).where(eq(projects.id, extra));
    await t.database.db.update(projects).set({ salesmanId: otherSalesmanId }).where(eq(projects.id, extra));
    await call('PUT', `/api/project/${extra}/archive`, admin, { archive: true });
    await call('PUT', `/api/project/${extra}/archive`, admin, { archive: false });
    const gone = await project({ customerId: otherHousehold, name: 'Maison Zéphyr E', bpTile: 'bpFinished' });
    await t.database.db.delete(projects).where(eq(projects.id, gone));
    const actual = async (where: (p: { salesmanId: number | null; step: number }) => boolean) => {
      const rows = await t.database.db
        .select({ salesmanId: projects.salesmanId, step: projects.step, bpTile: projectPermits.bpTile })
        .from(projects)
        .innerJoin(projectPermits, eq(projectPermits.projectId, projects.id))
        .where(and(eq(projects.isProspect, false), eq(projects.isArchived, false)));
      const counts = { waitingBpElements: 0, bpInProgress: 0, bpInstruction: 0, bpFinished: 0 };
      for (const row of rows.filter(where)) counts[row.bpTile as keyof typeof counts] += 1;
      return counts;
    };
    const tiles = async (url: string, token = admin) =>
      (await call('GET', url, token)).json<TProjectListResponse>().listTile;
    expect(await tiles('/api/project')).toEqual(await actual(() => true));
    expect(await tiles('/api/project?step=1')).toEqual(await actual((p) => p.step === 1));
    expect(await tiles(`/api/project?salesmen=${otherSalesmanId}&step=1`)).toEqual(
      await actual((p) => p.salesmanId === otherSalesmanId && p.step === 1),
    );
    expect(await tiles('/api/project', salesman)).toEqual(await actual((p) => p.salesmanId === salesmanId));
    const list = (await call('GET', '/api/project?step=1', admin)).json<TProjectListResponse>();
    const step1 = await actual((p) => p.step === 1);
    expect(list.total).toBe(Object.values(step1).reduce((sum, n) => sum + n, 0));
  });
});

describe('households list (customers.customer_projects, household_counts)', () => {
  /** The households list of an administrator as the former query gave it: order, then total. */
  async function recount(archived: boolean) {
    const rows = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select c.id from customers c where c.is_archived = ${archived}
        and exists (select 1 from projects p where p.customer_id = c.id and not p.is_prospect)
        order by lower(c.name1), lower(c.surname1), c.id`,
    );
    return rows.map((row) => Number(row.id));
  }
  async function check() {
    for (const archived of [false, true]) {
      const ids = await recount(archived);
      const flag = archived ? '&archived=1' : '';
      const first = (await call('GET', `/api/customers?itemsPerPage=3${flag}`, admin)).json();
      const second = (await call('GET', `/api/customers?itemsPerPage=3&page=2${flag}`, admin)).json();
      expect(first.total).toBe(ids.length);
      expect(second.total).toBe(ids.length);
      expect([...first.list, ...second.list].map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 6));
    }
  }

  it('follow projects added, converted, moved and deleted, and households archived and deleted', async () => {
    await check();
    const aaron = { id: await household('Aaaron', 'Compte') };
    const abel = { id: await household('Aabel', 'Compte') };
    // A prospect's household is not listed; converted, it is.
    const first = await project({ customerId: aaron.id, name: 'Maison Aaaron', isProspect: true });
    await check();
    await t.database.db.update(projects).set({ isProspect: false }).where(eq(projects.id, first));
    await check();
    // A second project, then the first one moved to another household, then deleted.
    await project({ customerId: aaron.id, name: 'Maison Aaaron 2' });
    await t.database.db.update(projects).set({ customerId: abel.id }).where(eq(projects.id, first));
    await check();
    await t.database.db.delete(projects).where(eq(projects.id, first));
    await check();
    // Archived with its projects, back, then deleted.
    expect((await call('POST', '/api/customer/archive', admin, { customer: aaron.id })).statusCode).toBe(200);
    await check();
    expect((await call('DELETE', '/api/customer/archive', admin, { customer: aaron.id })).statusCode).toBe(
      200,
    );
    await check();
    await t.database.db.delete(customers).where(eq(customers.id, aaron.id));
    await check();
  });

  it("a salesperson's households: those of his customer projects, archived ones included, each once", async () => {
    /** His households as an EXISTS on every household gave them (before migration 0047). */
    async function his(archived: boolean) {
      const rows = await sqlRows<{ id: number }>(
        t.database.db,
        sql`select c.id from customers c where c.is_archived = ${archived}
          and exists (select 1 from projects p where p.customer_id = c.id and not p.is_prospect
            and p.salesman_id = ${salesmanId})
          order by lower(c.name1), lower(c.surname1), c.id`,
      );
      return rows.map((row) => Number(row.id));
    }
    const twice = await household('Aadam', 'Double');
    await project({ customerId: twice, name: 'Maison Aadam 1', salesmanId });
    await project({ customerId: twice, name: 'Maison Aadam 2', salesmanId });
    const archivedProject = await household('Aabraham', 'Ancien');
    const old = await project({ customerId: archivedProject, name: 'Maison Aabraham', salesmanId });
    await t.database.db.update(projects).set({ isArchived: true }).where(eq(projects.id, old));
    const prospectOnly = await household('Aaaa', 'Prospect');
    await project({ customerId: prospectOnly, name: 'Maison Aaaa', salesmanId, isProspect: true });
    const someoneElse = await household('Aaab', 'Autre');
    await project({ customerId: someoneElse, name: 'Maison Aaab', salesmanId: otherSalesmanId });
    for (const archived of [false, true]) {
      const ids = await his(archived);
      if (!archived) expect(ids.slice(0, 2)).toEqual([archivedProject, twice]);
      const flag = archived ? '&archived=1' : '';
      const first = (await call('GET', `/api/customers?itemsPerPage=2${flag}`, salesman)).json();
      const second = (await call('GET', `/api/customers?itemsPerPage=2&page=2${flag}`, salesman)).json();
      expect(first.total).toBe(ids.length);
      expect([...first.list, ...second.list].map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 4));
    }
    const page = (await call('GET', '/api/customers?itemsPerPage=2', salesman)).json();
    expect(page.list[1]).toMatchObject({ id: twice, projectsCount: 2 });
  });
});
