import { CONSTITUTION_PIECES } from '@batir/shared/preconstruction';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, sqlRows, type TestApp } from '../../../test/helpers';
import { allDrifts, KEPT_COUNTERS } from '../../db/kept-values';
import { seedScale } from '../../db/seed/scale';

/**
 * The summary's financing, permit and logisbox counters (summary_counts, a kept value: db/kept-values.ts)
 * as GET /api/user/summary shows them to an administrator and to a salesperson, after inserts, updates (one
 * row and many), archives, salesperson changes and deletes; every kept value stays equal to its recount.
 */

let t: TestApp;
let admin: string;
let salesman: string;
let salesmanId: number;
let otherSalesmanId: number;

const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin')).accessToken;
  salesman = (await login(t.app, 'salesman')).accessToken;
  salesmanId = await demoUserId(t, 'salesman');
  otherSalesmanId = await demoUserId(t, 'admin');
});
afterAll(() => t?.close());

const summaryCounts = KEPT_COUNTERS.find((value) => value.table === 'summary_counts');

/** Every counter of every salesperson, recounted from the projects (`salesman:counter`). */
const RECOUNT = () => {
  if (!summaryCounts) throw new Error('summary_counts is not a kept value');
  return sql`select salesman_key || ':' || counter as key, n from (${summaryCounts.recount}) c`;
};

/** The summary's financing, permit and logisbox counters as the recount gives them. */
async function expected(salesman: number | null) {
  const rows = await sqlRows<{ key: string; n: number }>(t.database.db, RECOUNT());
  const sum = (counter: string) =>
    rows
      .filter(
        (row) => row.key.endsWith(`:${counter}`) && (salesman === null || row.key.startsWith(`${salesman}:`)),
      )
      .reduce((total, row) => total + row.n, 0);
  const [programmed] = await sqlRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from projects p join customers c on c.id = p.customer_id
      join building_permits bp on bp.project_id = p.id join project_logisbox lb on lb.project_id = p.id
      where not p.is_prospect and not p.is_archived and not c.is_archived and p.step = 1
        and bp.issue_date is not null and lb.file_at is null and lb.appointment_at > now()
        ${salesman === null ? sql`` : sql`and p.salesman_id = ${salesman}`}`,
  );
  const financing = {
    done: sum('financing.done'),
    asked: sum('financing.asked'),
    waiting: sum('financing.waiting'),
  };
  const bp = { done: sum('bp.done'), waiting: sum('bp.waiting'), constitution: sum('bp.constitution') };
  return {
    financing: { total: financing.done + financing.asked + financing.waiting, ...financing },
    buildingPermit: { total: bp.done + bp.waiting + bp.constitution, ...bp },
    logisbox: {
      total: sum('logisbox.total'),
      constitution: sum('logisbox.waitingElement'),
      toComplete: sum('logisbox.toComplete'),
      programmed: programmed?.n ?? 0,
    },
  };
}

async function summary(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/summary', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const { financing, buildingPermit, logisbox } = res.json().summary;
  return { financing, buildingPermit, logisbox };
}

async function checkAll() {
  expect(await allDrifts(t.database.db)).toEqual({});
  expect(await summary(admin)).toEqual(await expected(null));
  expect(await summary(salesman)).toEqual(await expected(salesmanId));
}

async function newProject(name: string, salesman: number) {
  const [customer] = await sqlRows<{ id: number }>(
    t.database.db,
    sql`insert into customers (name1, surname1) values (${name}, 'Compteur') returning id`,
  );
  const [project] = await sqlRows<{ id: number }>(
    t.database.db,
    sql`insert into projects (customer_id, name, step, salesman_id) values (${customer?.id}, ${name}, 1, ${salesman})
      returning id`,
  );
  if (!customer || !project) throw new Error('not inserted');
  return { customerId: customer.id, projectId: project.id };
}

describe('summary_counts (financing, building permits, logisbox)', () => {
  it('equal a recount on the demo data, and the summary reads them', async () => {
    const [row] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from summary_counts`,
    );
    expect(row?.n).toBeGreaterThan(0);
    await checkAll();
  });

  it('follow financings, permits, pieces, archives, salesperson changes and deletes', async () => {
    const a = await newProject('Zoé', salesmanId);
    const b = await newProject('Yann', salesmanId);
    const c = await newProject('Xavier', otherSalesmanId);
    const ids = [a.projectId, b.projectId, c.projectId];
    const inIds = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await checkAll();

    // Financing: requested (asked) in one statement for three projects, then sent, offers, cancelled, deleted.
    await run(sql`insert into project_financings (project_id, requested_at)
      select id, now() from projects where id in (${inIds})`);
    await checkAll();
    await run(
      sql`update project_financings set sent_at = now() where project_id in (${a.projectId}, ${c.projectId})`,
    );
    await run(
      sql`update project_financings set loan_offers_received_on = current_date where project_id = ${a.projectId}`,
    );
    await checkAll();
    await run(sql`update project_financings set cancelled_at = now() where project_id = ${b.projectId}`);
    await run(sql`delete from project_financings where project_id = ${c.projectId}`);
    await checkAll();

    // Building permits: deposited, refused, granted, not needed, closed by a global refusal, deleted.
    await run(sql`insert into building_permits (project_id, deposited_on)
      select id, current_date from projects where id in (${inIds})`);
    await checkAll();
    await run(sql`update building_permits set refused_on = current_date where project_id = ${b.projectId}`);
    await run(
      sql`update building_permits set issue_date = current_date where project_id in (${a.projectId}, ${c.projectId})`,
    );
    await checkAll();
    await run(sql`update building_permits set needed = false where project_id = ${b.projectId}`);
    await checkAll();
    await run(
      sql`update building_permits set needed = true, global_refusal_closed_at = now() where project_id = ${b.projectId}`,
    );
    await checkAll();

    // The dashboard's permit lists: printed (inProgress), deposited (waiting), granted then billed (toBilled).
    const d = await newProject('Wanda', otherSalesmanId);
    await run(sql`insert into building_permits (project_id, printed_at) values (${d.projectId}, now())`);
    await checkAll();
    await run(sql`update building_permits set deposited_on = current_date where project_id = ${d.projectId}`);
    await checkAll();
    await run(sql`update building_permits set billed_at = now() where project_id = ${a.projectId}`);
    await checkAll();

    // Logisbox: pieces accepted one statement at a time and all at once, meter, signature, appointment, file.
    await run(sql`insert into constitution_pieces (project_id, key, label, state, position)
      select p.id, piece.key, piece.key, 'received', piece.n::smallint from projects p,
        unnest(${sql.raw(`array[${CONSTITUTION_PIECES.map((piece) => `'${piece.key}'`).join(', ')}]`)}::text[])
          with ordinality as piece(key, n)
      where p.id in (${a.projectId}, ${c.projectId})`);
    await run(
      sql`update constitution_pieces set state = 'accepted' where project_id = ${a.projectId} and position = 1`,
    );
    await checkAll();
    await run(
      sql`update constitution_pieces set state = 'accepted' where project_id in (${a.projectId}, ${c.projectId})`,
    );
    await run(sql`update project_logisbox set meter_id = 1, signed_at = now(),
      appointment_at = now() + interval '3 days' where project_id = ${a.projectId}`);
    await checkAll();
    expect((await summary(salesman)).logisbox.programmed).toBeGreaterThan(0);
    await run(
      sql`update constitution_pieces set state = 'refused' where project_id = ${a.projectId} and position = 2`,
    );
    await checkAll();
    await run(sql`delete from constitution_pieces where project_id = ${c.projectId} and position > 5`);
    await checkAll();
    await run(sql`update project_logisbox set file_at = now() where project_id = ${c.projectId}`);
    await checkAll();

    // The project itself: another salesperson, another step, the household archived and back, deleted.
    await run(sql`update projects set salesman_id = ${otherSalesmanId} where id = ${a.projectId}`);
    await checkAll();
    await run(sql`update projects set salesman_id = ${salesmanId}, step = 2 where id = ${a.projectId}`);
    await checkAll();
    await run(sql`update projects set step = 1 where id = ${a.projectId}`);
    await run(sql`update customers set is_archived = true where id = ${a.customerId}`);
    await checkAll();
    await run(sql`update customers set is_archived = false where id = ${a.customerId}`);
    await checkAll();
    await run(sql`delete from building_permits where project_id = ${a.projectId}`);
    await checkAll();
    await run(sql`delete from projects where id in (${inIds})`);
    await checkAll();
    const [left] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from projects where id in (${inIds})`,
    );
    expect(left?.n).toBe(0);
  });

  it('equal a recount after the scale generator (its triggers off, their work done by the seed)', async () => {
    await seedScale({ db: t.database.db, customers: 40, alterTables: true });
    const [row] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from summary_counts where counter like 'logisbox.%' and n > 0`,
    );
    expect(row?.n).toBeGreaterThan(0);
    await checkAll();
  }, 120_000);
});
