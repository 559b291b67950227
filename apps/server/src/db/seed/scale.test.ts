import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  demoUserId,
  login,
  openTestDatabase,
  sqlRows,
  type TestApp,
} from '../../../test/helpers';
import type { Database } from '../client';
import { allDrifts } from '../kept-values';
import { seedScale } from './scale';

/** `npm run seed -- --scale n` at a small n: the shape of what it writes, not its speed (bench/). */
const SCALE = 300;

/** Tables the scale data fills, with the condition picking its rows (ids above the demo data's). */
const FILLED: Record<string, string> = {
  customers: 'id > $c',
  projects: 'id > $p',
  craftsmen: 'true',
  houses: 'true',
  contact_attempts: 'project_id > $p',
  appointments: 'project_id > $p',
  comments: "type = 'project' and linked_id > $p",
  notifications: 'linked_id > $p',
  files: "type = 'project' and linked_id > $p",
  project_lands: 'project_id > $p',
  project_financings: 'project_id > $p',
  financing_loans: 'project_id > $p',
  building_permits: 'project_id > $p',
  constitution_pieces: 'project_id > $p',
};

const indexDefinitions = async (db: Database) =>
  (
    await sqlRows<{ definition: string }>(
      db,
      sql`select indexdef as definition from pg_indexes where schemaname = current_schema() order by indexdef`,
    )
  ).map((row) => row.definition);

/** Checksums of the generated rows that do not depend on the clock. */
const checksums = (db: Database) =>
  sqlRows<Record<string, string>>(
    db,
    sql`select
      (select md5(string_agg(concat_ws('|', id, name1, surname1, name2, surname2, email, phone, phone2, address,
        postal_code, city, is_archived), ',' order by id)) from customers) as customers,
      (select md5(string_agg(concat_ws('|', id, customer_id, name, step, is_prospect, salesman_id,
        land_city, is_archived,
        (select pm.bp_tile from project_permits pm where pm.project_id = projects.id),
        (select concat_ws('|', x.prospect_type, x.tile) from project_prospects x where x.project_id = projects.id),
        (select s.search_text from project_search s where s.project_id = projects.id)), ',' order by id))
        from projects) as projects,
      (select md5(string_agg(concat_ws('|', project_id, type, title, user_id, cancelled), ',' order by id)) from appointments) as appointments,
      (select md5(string_agg(concat_ws('|', linked_id, original_name, stored_key, mime, size_bytes, category), ',' order by id))
        from files) as files,
      (select md5(string_agg(concat_ws('|', project_id, key, state), ',' order by id)) from constitution_pieces) as pieces`,
  );

describe('scale data (npm run seed -- --scale n)', () => {
  let t: TestApp;
  let before: { c: number; p: number };
  let indexesBefore: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await sqlRows<{ c: number; p: number }>(
      t.database.db,
      sql`select (select max(id) from customers)::int as c, (select max(id) from projects)::int as p`,
    );
    before = row ?? { c: 0, p: 0 };
    indexesBefore = await indexDefinitions(t.database.db);
    // A trigger the seed does not know (as another area could add): it must keep firing during the load.
    const { db } = t.database;
    await db.execute(sql`create table scale_probe (n int not null)`);
    await db.execute(sql`create function scale_probe() returns trigger language plpgsql as $$
      begin insert into scale_probe select count(*) from new_rows; return null; end $$`);
    await db.execute(sql`create trigger scale_probe after insert on comments referencing new table as new_rows
      for each statement execute function scale_probe()`);
    await seedScale({ db, customers: SCALE });
  }, 120_000);
  afterAll(() => t?.close());

  it('fills every table: n customers and n prospects, and the rows around them', async () => {
    const [counts] = await sqlRows<Record<string, number>>(
      t.database.db,
      sql.raw(
        `select ${Object.entries(FILLED)
          .map(
            ([table, where]) =>
              `(select count(*)::int from ${table} where ${where.replaceAll('$c', String(before.c)).replaceAll('$p', String(before.p))}) as ${table}`,
          )
          .join(', ')}`,
      ),
    );
    for (const table of Object.keys(FILLED)) expect(counts?.[table], table).toBeGreaterThan(0);
    expect(counts?.customers).toBe(2 * SCALE);
    const [kinds] = await sqlRows<{
      prospects: number;
      customers: number;
      steps: number;
      craftsmen: number;
    }>(
      t.database.db,
      sql`select count(*) filter (where is_prospect)::int as prospects, count(*) filter (where not is_prospect)::int as customers,
          count(distinct step) filter (where not is_prospect)::int as steps,
          (select count(*)::int from craftsmen where email like '%-%.fr') as craftsmen
        from projects where id > ${before.p}`,
    );
    expect(kinds).toEqual({ prospects: SCALE, customers: SCALE, steps: 3, craftsmen: SCALE / 100 });
    // File rows carry metadata only: a project category, a real mime type, a size, a store key's shape.
    const [files] = await sqlRows<{ bad: number }>(
      t.database.db,
      sql`select count(*)::int as bad from files where linked_id > ${before.p} and (
        category not in ('plans','land','financing','buildingPermit','contract','photos','other')
        or mime not in ('application/pdf','image/jpeg','image/png',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        or size_bytes < 10000 or stored_key !~ '^[a-z0-9]{2}/[A-Za-z0-9_-]{32}$' or original_name !~ '\\.(pdf|jpg|png|xlsx|docx)$')`,
    );
    expect(files?.bad).toBe(0);
  });

  it('keeps every kept value (counters and denormalised columns) equal to its recount', async () => {
    const [rows] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from project_tile_counts`,
    );
    expect(rows?.n).toBeGreaterThan(40);
    expect(await allDrifts(t.database.db)).toEqual({});
  });

  // The search keys and the prospect tile it computes itself are kept values: checked above.
  it('writes what the triggers and the permit service would: archived flag, permit tile', async () => {
    const [row] = await sqlRows<Record<string, number>>(
      t.database.db,
      sql`select
        count(*) filter (where not p.is_prospect and x.tile is not null)::int as customer_tile,
        count(*) filter (where c.is_archived and not p.is_archived)::int as archived,
        count(*) filter (where not p.is_prospect and pm.bp_tile <> case when bp.project_id is null then 'waitingBpElements'
          when bp.issue_date is not null then 'bpFinished' when bp.deposited_on is not null then 'bpInstruction'
          when bp.printed_at is not null or bp.downloaded_at is not null then 'bpInProgress'
          else 'waitingBpElements' end)::int as permit,
        count(distinct x.tile)::int as tiles
      from projects p join project_prospects x on x.project_id = p.id join customers c on c.id = p.customer_id
      join project_permits pm on pm.project_id = p.id
      left join building_permits bp on bp.project_id = p.id
      where p.id > ${before.p}`,
    );
    expect(row).toEqual({
      customer_tile: 0,
      archived: 0,
      permit: 0,
      tiles: 4,
    });
  });

  it('leaves every index as the migrations made it and every trigger on', async () => {
    expect(await indexDefinitions(t.database.db)).toEqual(indexesBefore);
    const [triggers] = await sqlRows<{ disabled: number }>(
      t.database.db,
      sql`select count(*)::int as disabled from pg_trigger where tgenabled = 'D'`,
    );
    expect(triggers?.disabled).toBe(0);
    const [probe] = await sqlRows<{ fired: number; written: number; enabled: string }>(
      t.database.db,
      sql`select (select sum(n)::int from scale_probe) as fired,
        (select count(*)::int from comments where type = 'project' and linked_id > ${before.p}) as written,
        (select tgenabled::text from pg_trigger where tgname = 'scale_probe') as enabled`,
    );
    expect(probe?.fired).toBe(probe?.written);
    expect(probe?.enabled).toBe('O');
  });

  it('links every row to existing records, and gives the demo salesperson his share', async () => {
    const [orphans] = await sqlRows<Record<string, number>>(
      t.database.db,
      sql`select
        (select count(*)::int from projects p where not exists (select 1 from customers c where c.id = p.customer_id)) as projects,
        (select count(*)::int from appointments a
          -- An appointment without a project is an internal one (a team meeting): not an orphan.
          where (a.project_id is not null and not exists (select 1 from projects p where p.id = a.project_id))
          or not exists (select 1 from users u where u.id = a.user_id)) as appointments,
        (select count(*)::int from files f where f.type = 'project' and not exists (select 1 from projects p where p.id = f.linked_id)) as files,
        (select count(*)::int from financing_loans l where not exists (select 1 from project_financings f where f.project_id = l.project_id)) as loans,
        (select count(*)::int from projects where id > ${before.p} and salesman_id is null) as unassigned`,
    );
    expect(orphans).toEqual({ projects: 0, appointments: 0, files: 0, loans: 0, unassigned: 0 });
    const salesman = await demoUserId(t, 'salesman');
    const [share] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from projects where id > ${before.p} and salesman_id = ${salesman}`,
    );
    expect(share?.n).toBeGreaterThan(0);
  });

  it('is found by the global search', async () => {
    const [customer] = await sqlRows<{ id: number; name1: string; surname1: string }>(
      t.database.db,
      sql`select c.id, c.name1, c.surname1 from customers c join projects p on p.customer_id = c.id
        where c.id > ${before.c} and not p.is_prospect and not p.is_archived order by c.id desc limit 1`,
    );
    if (!customer) throw new Error('no generated customer');
    const { accessToken } = await login(t.app, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search/global/${encodeURIComponent(`${customer.surname1} ${customer.name1}`)}`,
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().customerList as { customerId: number }[]).map((entry) => entry.customerId);
    expect(ids).toContain(customer.id);
  });

  it('gives the same rows for the same n, also when triggers are switched off table by table', async () => {
    const other = await openTestDatabase();
    try {
      await seedScale({ db: other.db, customers: SCALE, alterTables: true });
      const [first] = await checksums(t.database.db);
      const [second] = await checksums(other.db);
      expect(first?.projects).toMatch(/^[0-9a-f]{32}$/);
      expect(second).toEqual(first);
      expect(await allDrifts(other.db)).toEqual({});
      const [triggers] = await sqlRows<{ disabled: number }>(
        other.db,
        sql`select count(*)::int as disabled from pg_trigger where tgenabled = 'D'`,
      );
      expect(triggers?.disabled).toBe(0);
    } finally {
      await other.close();
    }
  }, 120_000);
});
