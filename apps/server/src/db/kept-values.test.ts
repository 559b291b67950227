import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, sqlRows, type TestApp } from '../../test/helpers';
import { allDrifts, driftOf, KEPT_VALUES, keptValueName } from './kept-values';
import { SQL_SOURCES_DIR } from './sql-sources';

/**
 * The drift test: every value the database keeps by itself (db/kept-values.ts) equals its recount after
 * each kind of change — inserts (one row and many in one statement), activity, the areas' own rows,
 * updates, conversions, archives, deletions — made by SQL statements as any code would write them, and by
 * the product's routes.
 */

let t: TestApp;
let admin: string;
let salesmanId: number;
let otherSalesmanId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin')).accessToken;
  salesmanId = await demoUserId(t, 'salesman');
  otherSalesmanId = await demoUserId(t, 'admin');
});
afterAll(() => t?.close());

const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const ids = async (query: ReturnType<typeof sql>) =>
  (await sqlRows<{ id: number }>(t.database.db, query)).map((row) => Number(row.id));

/** Every stored counter row and kept column, to show that a step changed something. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const value of KEPT_VALUES) {
    const [row] = await sqlRows<{ digest: string | null }>(
      t.database.db,
      sql`select md5(string_agg(x::text, ',' order by x::text)) as digest from (select ${sql.raw(
        [...value.key, ...value.values].join(', '),
      )} from ${sql.raw(value.table)}) x`,
    );
    parts.push(`${keptValueName(value)}=${row?.digest}`);
  }
  return parts.join('\n');
}

async function expectNoDrift() {
  expect(await allDrifts(t.database.db)).toEqual({});
}

describe('kept values (db/kept-values.ts)', () => {
  it('register every counter table, with SQL sources that exist', async () => {
    const counterTables = await sqlRows<{ name: string }>(
      t.database.db,
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_name like '%\\_counts' order by 1`,
    );
    const registered = new Set(KEPT_VALUES.map((value) => value.table));
    expect(counterTables.map((row) => row.name).filter((name) => !registered.has(name))).toEqual([]);
    for (const value of KEPT_VALUES) {
      for (const file of value.keptBy) expect(existsSync(path.join(SQL_SOURCES_DIR, file)), file).toBe(true);
    }
  });

  it('equal their recount on the demo data, and a wrong stored value is caught', async () => {
    await expectNoDrift();
    const [counter] = await sqlRows<{ salesman_key: number; counter: string }>(
      t.database.db,
      sql`select salesman_key, counter from summary_counts where n > 0 limit 1`,
    );
    if (!counter) throw new Error('no summary counter in the demo data');
    const summaryCounts = KEPT_VALUES.find((value) => value.table === 'summary_counts');
    if (!summaryCounts) throw new Error('summary_counts not registered');
    await run(sql`update summary_counts set n = n + 1
      where salesman_key = ${counter.salesman_key} and counter = ${counter.counter}`);
    expect(await driftOf(t.database.db, summaryCounts)).toHaveLength(1);
    await run(sql`update summary_counts set n = n - 1
      where salesman_key = ${counter.salesman_key} and counter = ${counter.counter}`);
    const [project] = await ids(sql`select id from projects where not is_prospect order by id limit 1`);
    const permit = KEPT_VALUES.find((value) => value.values.includes('bp_count'));
    if (!permit) throw new Error('bp_count not registered');
    const [before] = await sqlRows<{ bp_count: string | null }>(
      t.database.db,
      sql`select bp_count from project_permits where project_id = ${project}`,
    );
    await run(sql`alter table project_permits disable trigger user`);
    await run(sql`update project_permits set bp_count = 'bogus' where project_id = ${project}`);
    await run(sql`alter table project_permits enable trigger user`);
    expect(await driftOf(t.database.db, permit)).toEqual([
      expect.objectContaining({ key: String(project), stored: expect.stringContaining('bogus') }),
    ]);
    // Put back as it was, the triggers off as when it was broken (they would count the repair as a change).
    await run(sql`alter table project_permits disable trigger user`);
    await run(
      sql`update project_permits set bp_count = ${before?.bp_count ?? null} where project_id = ${project}`,
    );
    await run(sql`alter table project_permits enable trigger user`);
    await expectNoDrift();
  });

  it('follow inserts, activity, area changes, updates, conversions, archives and deletions', async () => {
    const steps: [string, () => Promise<unknown>][] = [];
    let households: number[] = [];
    let prospects: number[] = [];
    let customers: number[] = [];
    steps.push([
      'inserts',
      async () => {
        households = await ids(sql`insert into customers (name1, surname1, city, postal_code)
          select 'Dérive' || n, 'Compteur', 'Nantes', '44000' from generate_series(1, 4) n returning id`);
        prospects =
          await ids(sql`insert into projects (customer_id, name, is_prospect, salesman_id, created_at)
          values (${households[0]}, 'Prospect A', true, ${salesmanId}, now() - interval '40 days'),
            (${households[1]}, 'Prospect B', true, null, now()),
            (${households[1]}, 'Prospect C', true, ${otherSalesmanId}, now())
          returning id`);
        await run(
          sql`update project_prospects set prospect_type = 'website' where project_id = ${prospects[0]}`,
        );
        customers = await ids(sql`insert into projects (customer_id, name, step, salesman_id, converted_at)
          values (${households[2]}, 'Maison D', 1, ${salesmanId}, now()),
            (${households[2]}, 'Maison E', 2, ${salesmanId}, now() - interval '70 days'),
            (${households[3]}, 'Maison F', 1, ${otherSalesmanId}, now())
          returning id`);
        await run(
          sql`update project_permits set bp_tile = 'bpInProgress' where project_id = ${customers[0]}`,
        );
        await run(sql`update project_permits set bp_tile = 'bpFinished' where project_id = ${customers[1]}`);
      },
    ]);
    steps.push([
      'activity on prospects',
      async () => {
        await run(sql`insert into appointments (type, title, project_id, user_id, starts_at, ends_at)
          select 1, 'Visite', ${prospects[0]}, ${salesmanId}, now() + n * interval '1 day',
            now() + n * interval '1 day' + interval '1 hour' from generate_series(1, 2) n`);
        await run(sql`insert into contact_attempts (project_id, user_id, channel, outcome)
          values (${prospects[1]}, ${salesmanId}, 'phone', 'reached')`);
        await run(sql`update project_prospects set in_contact = true where project_id = ${prospects[2]}`);
      },
    ]);
    steps.push([
      'financing, permits, pieces, logisbox',
      async () => {
        const [d, e, f] = customers;
        await run(sql`insert into project_financings (project_id, requested_at, sent_at)
          values (${d}, now(), null), (${f}, now(), now())`);
        await run(sql`insert into building_permits (project_id, needed, deposited_on, issue_date)
          values (${d}, true, current_date - 60, current_date - 5), (${e}, true, current_date - 10, null),
            (${f}, true, null, null)`);
        await run(sql`insert into constitution_pieces (project_id, key, label, state)
          select ${d}, 'piece' || n, 'Pièce ' || n, 'accepted' from generate_series(1, 10) n`);
        await run(sql`update project_logisbox set signed_at = now(), meter_id = 1 where project_id = ${d}`);
        await run(sql`update building_permits set refused_on = current_date where project_id = ${e}`);
        await run(
          sql`update project_financings set loan_offers_received_on = current_date where project_id = ${f}`,
        );
      },
    ]);
    steps.push([
      'updates, one row and many',
      async () => {
        await run(sql`update projects set salesman_id = ${otherSalesmanId}
          where id in (${sql.join([...prospects, ...customers], sql`, `)})`);
        await run(sql`update projects set step = 1 where id = ${customers[1]}`);
        await run(
          sql`update project_permits set bp_tile = 'bpInstruction' where project_id = ${customers[1]}`,
        );
        await run(sql`update customers set name1 = 'Dérivé' where id = ${households[2]}`);
        await run(sql`update projects set name = 'Maison F bis' where id = ${customers[2]}`);
        await run(sql`update constitution_pieces set state = 'refused' where project_id = ${customers[0]}
          and key = 'piece1'`);
      },
    ]);
    steps.push([
      'conversions',
      async () => {
        await run(sql`update projects set is_prospect = false, converted_at = now(), step = 1
          where id in (${prospects[0]}, ${prospects[1]})`);
      },
    ]);
    steps.push([
      'archives, by the routes',
      async () => {
        const household = await t.app.inject({
          method: 'POST',
          url: '/api/customer/archive',
          headers: bearer(admin),
          payload: { customer: households[2] },
        });
        expect(household.statusCode).toBe(200);
        const project = await t.app.inject({
          method: 'PUT',
          url: `/api/project/${customers[2]}/archive`,
          headers: bearer(admin),
          payload: { archive: true },
        });
        expect(project.statusCode).toBe(200);
      },
    ]);
    steps.push([
      'deletions',
      async () => {
        await run(sql`delete from appointments where project_id = ${prospects[0]}`);
        await run(sql`delete from building_permits where project_id = ${customers[1]}`);
        await run(sql`delete from project_financings where project_id = ${customers[0]}`);
        await run(sql`delete from projects where id in (${prospects[2]}, ${customers[2]})`);
        await run(sql`delete from customers where id = ${households[1]}`);
      },
    ]);
    for (const [name, step] of steps) {
      const before = await snapshot();
      await step();
      expect(await snapshot(), `${name}: nothing kept changed`).not.toBe(before);
      await expectNoDrift();
    }
  });
});
