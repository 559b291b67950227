import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, sqlRows, type TestApp } from '../../../test/helpers';

/**
 * Issue 15, defect 5: a grid operator leads the salespeople he manages (users.manager_id; the demo's
 * reseau@ leads commercial@, n.bertrand@ and p.girard@). He reads their prospects, customers and agendas,
 * creates prospects for them only, and reads only: the records of a salesperson he does not manage
 * (l.chevalier@) stay refused, and his team's records are not his to change.
 */
let t: TestApp;
let token: string;
const ids = { lead: 0, team: [] as number[], outsider: 0 };

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const json = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(t.database.db, query);
const firstProject = async (salesmanId: number, prospect: boolean) => {
  const [row] = await rows<{ id: number; customerId: number }>(
    sql`select id, customer_id as "customerId" from projects where salesman_id = ${salesmanId}
      and is_prospect = ${prospect} and not is_archived order by id limit 1`,
  );
  if (!row) throw new Error(`no project of ${salesmanId}`);
  return row;
};

const prospect = (salesmanId: number) => ({
  name1: 'Équipe',
  surname1: 'Léa',
  phone: '0611223344',
  postalCode: '37000',
  city: 'Tours',
  type: 'phone',
  salesmanId,
});

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, 'gridOperator')).accessToken;
  ids.lead = await demoUserId(t, 'gridOperator');
  ids.team = (
    await rows<{ id: number }>(sql`select id from users where manager_id = ${ids.lead} order by id`)
  ).map((row) => row.id);
  const [outsider] = await rows<{ id: number }>(
    sql`select id from users where email = 'l.chevalier@demo.batir.fr'`,
  );
  ids.outsider = outsider?.id ?? 0;
});
afterAll(() => t?.close());

describe('a grid operator and the salespeople he manages', () => {
  it('leads three salespeople in the demo, listed on Recrutement', async () => {
    expect(ids.team).toHaveLength(3);
    const { list } = await json('/salesman');
    const mine = list.filter((salesman: { managerId: number | null }) => salesman.managerId === ids.lead);
    expect(mine.map((salesman: { id: number }) => salesman.id).sort()).toEqual([...ids.team].sort());
    for (const id of ids.team) expect((await get(`/salesman/${id}`)).statusCode).toBe(200);
    expect((await get(`/salesman/${ids.outsider}`)).statusCode).toBe(403);
  });

  it("lists his team's prospects, customer projects and households, no one else's", async () => {
    const prospects = await json('/prospects?limit=100');
    expect(prospects.total).toBeGreaterThan(0);
    const prospectOwners = new Set(
      prospects.list.map((row: { salesman: { id: number } }) => row.salesman.id),
    );
    expect([...prospectOwners].every((id) => ids.team.includes(id as number))).toBe(true);
    expect(prospectOwners.size).toBe(3);

    const projects = await json('/project?step=all&itemsPerPage=100');
    expect(projects.total).toBeGreaterThan(0);
    const projectOwners = new Set(projects.list.map((row: { salesman: { id: number } }) => row.salesman.id));
    expect([...projectOwners].every((id) => ids.team.includes(id as number))).toBe(true);
    const [expected] = await rows<{ n: number }>(
      sql`select count(*)::int as n from projects where not is_prospect and not is_archived
        and salesman_id in (${sql.join(
          ids.team.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    expect(projects.total).toBe(expected?.n);

    const households = await json('/customers');
    expect(households.total).toBeGreaterThan(0);
    const team = await firstProject(ids.team[1] ?? 0, false);
    expect(households.list.map((row: { id: number }) => row.id)).toContain(team.customerId);
  });

  it("reads his team's records and refuses those of a salesperson he does not manage", async () => {
    const teamProspect = await firstProject(ids.team[0] ?? 0, true);
    const teamCustomer = await firstProject(ids.team[2] ?? 0, false);
    const otherProspect = await firstProject(ids.outsider, true);
    const otherCustomer = await firstProject(ids.outsider, false);
    expect((await get(`/project/sheet/${teamProspect.id}`)).statusCode).toBe(200);
    expect((await get(`/customers/${teamCustomer.customerId}`)).statusCode).toBe(200);
    expect((await get(`/project/${teamCustomer.id}/land`)).statusCode).toBe(200);
    expect((await get(`/project/sheet/${otherProspect.id}`)).statusCode).toBe(403);
    expect((await get(`/customers/${otherCustomer.customerId}`)).statusCode).toBe(403);
    expect((await get(`/project/${otherCustomer.id}/land`)).statusCode).toBe(403);
  });

  it("does not change his team's prospects: read only", async () => {
    const teamProspect = await firstProject(ids.team[0] ?? 0, true);
    const sheet = await json(`/project/infos/${teamProspect.id}`);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/project/infos',
      headers: bearer(token),
      payload: { ...sheet.infos, name: 'Renommé par l’animateur' },
    });
    expect(response.statusCode).toBe(403);
  });

  it("reads a managed salesperson's agenda in full, another's as « Occupé »", async () => {
    const range = `start=${new Date(Date.now() - 14 * 86_400_000).toISOString()}&end=${new Date(
      Date.now() + 14 * 86_400_000,
    ).toISOString()}`;
    const team = (await json(`/appointment?${range}&user=${ids.team[0]}`)).list;
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((row: { busy: boolean }) => !row.busy)).toBe(true);
    expect(team.some((row: { customer: unknown }) => row.customer !== null)).toBe(true);
    const other = (await json(`/appointment?${range}&user=${ids.outsider}`)).list;
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((row: { busy: boolean; title: string }) => row.busy && row.title === 'Occupé')).toBe(
      true,
    );
  });

  it('creates prospects for his salespeople only, the Commercial list limited to them', async () => {
    const init = await json('/prospect/initData');
    expect(init.salesmen.map((salesman: { id: number }) => salesman.id).sort()).toEqual([...ids.team].sort());
    expect((await json('/prospect/prepare')).prospect.salesmanId).toBe(0);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/prospect',
      headers: bearer(token),
      payload: prospect(ids.team[1] ?? 0),
    });
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await rows<{ salesmanId: number }>(
      sql`select salesman_id as "salesmanId" from projects where id = ${created.json().projectId}`,
    );
    expect(row?.salesmanId).toBe(ids.team[1]);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/prospect',
      headers: bearer(token),
      payload: prospect(ids.outsider),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Vous ne pouvez créer un prospect que pour un commercial que vous encadrez.',
    );
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/prospect',
      headers: bearer(token),
      payload: { ...prospect(0), salesmanId: 0 },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.salesmanId).toBe('Choisissez le commercial');
  });

  it("finds his team's customers in the global search", async () => {
    const team = await firstProject(ids.team[2] ?? 0, false);
    const [household] = await rows<{ name1: string }>(
      sql`select name1 from customers where id = ${team.customerId}`,
    );
    const found = await json(`/search/global/${encodeURIComponent(household?.name1 ?? '')}?withArchived=0`);
    expect(found.customerList.map((row: { id: number }) => row.id)).toContain(team.id);
  });
});
