import { and, count, getTableName, isNull, lt, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Tx } from '../client';
import { hotRows } from '../hot-rows';
import { rebuildKeptValues } from '../kept-values';
import {
  appointments,
  buildingPermits,
  comments,
  constitutionPieces,
  contactAttempts,
  craftsmen,
  customers,
  files,
  financingLoans,
  houseFamilies,
  houses,
  notifications,
  projectFinancings,
  projectLands,
  projectPermits,
  projectProspects,
  projectSearch,
  projects,
  users,
} from '../schema';
import { householdHash, insertActivity, prospectTileOf, seedScaleSalesmen } from './scale-activity';
import {
  FIRST_NAMES,
  HOUSE_RANGES,
  HOUSE_VARIANTS,
  hash,
  LAST_NAMES,
  MAIL_DOMAINS,
  MODELS,
  mailPart,
  phone,
  TOWNS,
  TRADES,
  textArray,
} from './scale-data';
import { insertFiles, insertPreconstruction } from './scale-preconstruction';

/**
 * Scale data (`npm run seed -- --scale n`, bench/README.md « Données »): n customer households (each with a
 * project, spread over steps 1 to 3) and n prospect households, interleaved as they arrive in real life,
 * with French names (accents included, households of two), e-mails built from the names, phones written
 * the ways people type them and towns of the builder's area; n / 100 craftsmen of every trade, a house
 * catalogue, 40 more salespeople sharing every project, contact attempts, appointments, comments,
 * notifications, file rows (metadata only) and the pre-construction of the customer projects (land,
 * financing and loans, building permit, constitution pieces).
 *
 * Rows are generated inside the database by `INSERT … SELECT generate_series`, in batches. Picks are
 * multiplicative hashes of row numbers and ids: on a fresh database the same n always gives the same
 * rows (dates are relative to the day of the seed).
 *
 * Speed: everything runs in ONE transaction that
 * - switches triggers off (`session_replication_role = replica` for a superuser, else `ALTER TABLE …
 *   DISABLE TRIGGER` for each of OWN_TRIGGERS) and writes what they would: the archived flag is computed in
 *   the INSERT, the prospect and permit tiles right after it (the side rows, search text included, are
 *   written by projects_side_rows, which keeps firing, once per statement), and every other kept value
 *   (db/kept-values.ts: denormalised columns, then counter tables) is rebuilt at the end;
 * - drops the secondary indexes of the loaded tables (trigram GIN indexes, expression indexes of the
 *   duplicate engine…) and recreates them at the end from their own definitions (pg_get_indexdef, i.e.
 *   what the migrations created): a bulk build is several times faster than row-by-row maintenance.
 * A failure rolls everything back, indexes and triggers included.
 */

export type ScaleProgress = {
  /** French label of the running phase, e.g. « Foyers ». */
  label: string;
  /** Rows (or steps) of the phase done so far, and in all. */
  done: number;
  total: number;
  /** Share of the whole seed done, 0 to 1, by the estimated cost of each phase. */
  fraction: number;
};

export type ScalePhaseTiming = { label: string; seconds: number };

/** Households per batch: the progress bar moves at each one. */
const BATCH = 20_000;
/** Projects per statement of the later phases. */
const CHUNK = 50_000;

/** The tables this seed fills in bulk: their secondary indexes are rebuilt at the end. */
export const LOADED_TABLES = [
  customers,
  projects,
  projectSearch,
  projectProspects,
  projectPermits,
  contactAttempts,
  appointments,
  comments,
  notifications,
  files,
  projectLands,
  projectFinancings,
  financingLoans,
  buildingPermits,
  constitutionPieces,
];
/**
 * The triggers whose work this seed does itself (search text, prospect tile, archived flag, counters):
 * switched off during the load. Any other trigger on the loaded tables keeps firing (it is set to ALWAYS
 * for the load in replica mode), so a trigger added later stays right, only slower.
 */
const OWN_TRIGGERS = new Set([
  'customers_archive_projects',
  'customers_search_text',
  'projects_before_write',
  'projects_counts_insert',
  'projects_counts_update',
  'projects_counts_delete',
  'project_prospects_tile',
  'project_prospects_counts_insert',
  'project_prospects_counts_update',
  'project_prospects_counts_delete',
  'project_tile_counts_insert',
  'project_tile_counts_update',
  'project_tile_counts_delete',
  'project_permits_share_tile',
  'appointments_prospect_tile',
  'contact_attempts_prospect_tile',
  'project_financings_list_keys',
  'project_financings_summary_counts_insert',
  'project_financings_summary_counts_update',
  'project_financings_summary_counts_delete',
  'building_permits_bp_count_insert',
  'building_permits_bp_count_update',
  'building_permits_bp_count_delete',
  'constitution_pieces_accepted_insert',
  'constitution_pieces_accepted_update',
  'constitution_pieces_accepted_delete',
  'summary_counts_insert',
  'summary_counts_update',
  'summary_counts_delete',
  'project_logisbox_summary_counts_insert',
  'project_logisbox_summary_counts_update',
  'project_logisbox_summary_counts_delete',
]);
/** Kept values (db/kept-values.ts) the households' phase writes itself: the prospect tile (project_prospects). */
const SEED_WRITES: ReadonlySet<string> = new Set(['tile']);
const tableList = sql.raw(LOADED_TABLES.map((table) => `'${getTableName(table)}'`).join(','));

/**
 * Relative cost of each phase per household (measured on PGlite at 200 000 customers), so the bar moves evenly; `fixed`
 * phases cost about the same whatever n.
 */
const PHASES = {
  prepare: { label: 'Préparation', perHousehold: 0, fixed: 1 },
  catalogue: { label: 'Catalogue et artisans', perHousehold: 0.02, fixed: 1 },
  households: { label: 'Foyers', perHousehold: 1, fixed: 0 },
  preconstruction: { label: 'Avant-projet', perHousehold: 0.45, fixed: 0 },
  activity: { label: 'Rendez-vous', perHousehold: 0.35, fixed: 0 },
  files: { label: 'Fichiers', perHousehold: 0.25, fixed: 0 },
  indexes: { label: 'Index', perHousehold: 4.8, fixed: 0 },
  counters: { label: 'Compteurs', perHousehold: 0.04, fixed: 0 },
  statistics: { label: 'Statistiques', perHousehold: 0.45, fixed: 1 },
} as const;
type PhaseKey = keyof typeof PHASES;

export async function seedScale(options: {
  db: Database;
  customers: number;
  onProgress?: (progress: ScaleProgress) => void;
  /** Switch triggers off table by table even for a superuser (the path of other roles; tests). */
  alterTables?: boolean;
}): Promise<ScalePhaseTiming[]> {
  const { db } = options;
  const households = options.customers * 2;
  const unit = Math.max(households, 1) / 1000;
  const cost = (key: PhaseKey) => PHASES[key].perHousehold * unit + PHASES[key].fixed;
  const totalCost = (Object.keys(PHASES) as PhaseKey[]).reduce((sum, key) => sum + cost(key), 0);
  let doneCost = 0;
  let current: PhaseKey = 'prepare';
  let phaseStarted = Date.now();
  const timings: ScalePhaseTiming[] = [];
  const report = (done: number, total: number) =>
    options.onProgress?.({
      label: PHASES[current].label,
      done,
      total,
      fraction: Math.min(1, (doneCost + cost(current) * (total ? done / total : 0)) / totalCost),
    });
  const phase = (key: PhaseKey, total: number) => {
    current = key;
    phaseStarted = Date.now();
    report(0, total);
  };
  const endPhase = () => {
    timings.push({ label: PHASES[current].label, seconds: (Date.now() - phaseStarted) / 1000 });
    doneCost += cost(current);
  };

  await db.transaction(async (tx) => {
    phase('prepare', 1);
    // The catalogue look-ups below are raw SQL rows (hotRows): the builder has no pg_trigger or pg_index.
    const [role] = await hotRows(
      tx,
      z.strictObject({ superuser: z.boolean() }),
      sql`select current_setting('is_superuser') = 'on' as superuser`,
    );
    const replica = role?.superuser && !options.alterTables;
    const triggers = await hotRows(
      tx,
      z.strictObject({ table: z.string(), name: z.string() }),
      sql`select t.relname as table, g.tgname as name from pg_trigger g join pg_class t on t.oid = g.tgrelid
        where not g.tgisinternal and g.tgenabled = 'O' and t.relnamespace = current_schema()::regnamespace
          and t.relname in (${tableList}) order by 1, 2`,
    );
    // Replica mode switches off every ordinary trigger and the foreign-key checks (the rows are generated
    // consistent; the test checks it); other roles switch off this seed's own triggers one by one.
    const switched = triggers.filter((trigger) => OWN_TRIGGERS.has(trigger.name) !== Boolean(replica));
    const alterTriggers = async (state: 'enable' | 'disable' | 'enable always') => {
      for (const trigger of switched)
        await tx.execute(sql.raw(`alter table "${trigger.table}" ${state} trigger "${trigger.name}"`));
    };
    if (replica) {
      await tx.execute(sql`set local session_replication_role = replica`);
      await alterTriggers('enable always');
    } else await alterTriggers('disable');
    const indexes = await hotRows(
      tx,
      z.strictObject({ name: z.string(), definition: z.string() }),
      sql`select i.relname as name, pg_get_indexdef(i.oid) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        where t.relnamespace = current_schema()::regnamespace
          and t.relname in (${tableList})
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
        order by t.relname, i.relname`,
    );
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const salesmen = await seedScaleSalesmen(tx);
    if (!salesmen.length) throw new Error('Aucun commercial actif : impossible de répartir les dossiers.');
    endPhase();

    phase('catalogue', 1);
    await insertCatalogue(tx, options.customers);
    endPhase();

    phase('households', households);
    // Row numbers continue from what is already there, so a second run adds new people, not copies.
    const [existing] = await tx
      .select({
        count: count(),
        project: sql<number>`coalesce(${tx.select({ last: max(projects.id) }).from(projects)}, 0)::int`,
      })
      .from(customers);
    const offset = existing?.count ?? 0;
    const firstProject = (existing?.project ?? 0) + 1;
    for (let start = 0; start < households; start += BATCH) {
      const size = Math.min(BATCH, households - start);
      await insertHouseholds(tx, { base: offset + start, count: size, salesmen });
      report(start + size, households);
    }
    // Projects of earlier data without an adviser get one too (the demo's are all assigned).
    await tx
      .update(projects)
      .set({
        salesmanId: sql`(${salesmanArray(salesmen)})[1 + (${hash(projects.id.name)} / 256) % ${salesmen.length}]`,
      })
      .where(and(isNull(projects.salesmanId), lt(projects.id, firstProject)));
    endPhase();

    // Statistics of the rows just written (ANALYZE sees its own transaction's rows): the later phases join
    // and filter projects, and their plans must not assume empty tables.
    await tx.execute(sql`analyze ${customers}, ${projects}`);
    const [bounds] = await tx.select({ last: max(projects.id) }).from(projects);
    const lastProject = bounds?.last ?? 0;
    const chunks = async (key: PhaseKey, insert: (tx: Tx, first: number, last: number) => Promise<void>) => {
      const total = Math.max(0, lastProject - firstProject + 1);
      phase(key, total);
      for (let first = firstProject; first <= lastProject; first += CHUNK) {
        const last = Math.min(lastProject, first + CHUNK - 1);
        await insert(tx, first, last);
        report(last - firstProject + 1, total);
      }
      endPhase();
    };
    await chunks('preconstruction', insertPreconstruction);
    await chunks('activity', insertActivity);
    await chunks('files', insertFiles);

    // Before the indexes: a plain scan of projects (with the indexes back and fresh statistics, the planner
    // walks partial indexes whose visibility map is not set yet, a minute at 200 000).
    phase('counters', 3);
    await rebuildKeptValues(tx, { except: SEED_WRITES });
    report(3, 3);
    endPhase();
    phase('indexes', indexes.length);
    for (const [position, index] of indexes.entries()) {
      await tx.execute(sql.raw(index.definition));
      report(position + 1, indexes.length);
    }
    endPhase();

    await alterTriggers('enable');
  });

  // VACUUM, not only ANALYZE: it also sets the visibility map and hint bits, so the first searches after a
  // load do not rewrite every page they read (and index-only scans work at once). A fresh load has no dead
  // rows: INDEX_CLEANUP OFF spares the scan of every index (GIN ones are read whole otherwise).
  const tables = [...LOADED_TABLES, craftsmen, houses, users];
  phase('statistics', tables.length);
  for (const [position, table] of tables.entries()) {
    await db.execute(sql`vacuum (analyze, index_cleanup off) ${table}`);
    report(position + 1, tables.length);
  }
  endPhase();
  return timings;
}

const salesmanArray = (ids: number[]) => sql.raw(`array[${ids.join(',')}]::int[]`);

/**
 * `count` households from row number `base` + 1: the customers, then their projects, which carry what the
 * triggers would write (search text, prospect tile, archived flag) and their adviser.
 */
async function insertHouseholds(
  tx: Tx,
  options: { base: number; count: number; salesmen: number[] },
): Promise<void> {
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const towns = textArray(TOWNS.map(([town]) => town));
  const postcodes = textArray(TOWNS.map(([, code]) => code));
  const domains = textArray(MAIL_DOMAINS);
  // Raw SQL rows (hotRows): the bulk insert returns its id range through a CTE, which the builder cannot write.
  const [range] = await hotRows(
    tx,
    z.strictObject({ first: z.number(), last: z.number() }),
    sql`
      with series as (
        select g as n, ((g + ${options.base}::int)::bigint * 2654435761) % 4294967296 as r
        from generate_series(1, ${options.count}::int) g
      ), people as (
        select n, r,
          ${last}[1 + r % ${LAST_NAMES.length}] as name1,
          ${first}[1 + (r / 7) % ${FIRST_NAMES.length}] as surname1,
          r % 3 = 0 as couple,
          ${first}[1 + (r / 11) % ${FIRST_NAMES.length}] as other_first,
          ${postcodes}[1 + (r / 19) % ${TOWNS.length}] as postal_code,
          ${towns}[1 + (r / 19) % ${TOWNS.length}] as city
        from series
      ), inserted as (
        insert into customers (name1, surname1, name2, surname2, email, phone, phone2, address, postal_code, city,
          personal_contribution, is_archived, created_at, updated_at)
        select name1, surname1,
          case when couple then name1 else '' end,
          case when couple then other_first else '' end,
          ${mailPart(sql`surname1`)} || '.' || ${mailPart(sql`name1`)}
            || case when r % 4 = 0 then ((r / 23) % 100)::text else '' end
            || '@' || ${domains}[1 + (r / 29) % ${MAIL_DOMAINS.length}],
          ${phone(sql`case when r % 4 = 0 then '07' else '06' end`, sql`r / 13`)},
          case when r % 3 = 1 then ${phone(sql`'02'`, sql`r / 31`)} end,
          (1 + r % 120) || ' rue ' || ${last}[1 + (r / 17) % ${LAST_NAMES.length}],
          postal_code, city,
          case when r % 5 <> 0 then (r / 67 % 50000)::int end,
          r % 50 = 0,
          now() - make_interval(days => (r / 37 % 730)::int), now() - make_interval(days => (r / 37 % 730)::int)
        from people order by n
        returning id
      )
      select min(id)::int as first, max(id)::int as last from inserted`,
  );
  if (!range) return;
  const h = householdHash('c.id');
  const { salesmen } = options;
  await tx.execute(sql`
    insert into projects (customer_id, name, step, is_prospect, salesman_id, land_city, land_postal_code,
      is_archived, converted_at, area_m2, frozen_at, created_at, updated_at)
    select c.id, v.name, k.step, k.prospect,
      (${salesmanArray(salesmen)})[1 + (${hash('c.id')} / 256) % ${salesmen.length}],
      k.land_city, k.land_postal_code,
      -- The projects of an archived household are archived (trigger customers_archive_projects).
      c.is_archived or c.id % 50 = 0,
      k.converted_at,
      (90 + k.h / 11 % 70)::int,
      case when k.step > 1 then least(now() - interval '1 day', k.converted_at + make_interval(days => (45 + k.h / 13 % 60)::int)) end,
      v.created_at, v.created_at
    from customers c
    -- The land is in the household's town two times out of three, elsewhere in the area otherwise.
    cross join lateral (
      select c.id % 2 = 0 as prospect, ${h} as h,
        case when c.id % 2 = 0 then 1 else 1 + c.id / 2 % 3 end as step,
        case when c.id % 3 = 0 then ${towns}[1 + (c.id / 3) % ${TOWNS.length}] else c.city end as land_city,
        case when c.id % 3 = 0 then ${postcodes}[1 + (c.id / 3) % ${TOWNS.length}] else c.postal_code end as land_postal_code,
        -- Customer projects were signed at some time over the last 24 months (the summary's chart).
        case when c.id % 2 = 1 then now() - make_interval(days => (c.id::bigint * 7919 % 730)::int, hours => (c.id % 24)::int) end as converted_at
    ) k
    cross join lateral (
      select 'Maison ' || ${textArray(MODELS)}[1 + c.id % ${MODELS.length}] || case
          when k.land_city like 'Le %' then ' au ' || substr(k.land_city, 4)
          when k.land_city like 'Les %' then ' aux ' || substr(k.land_city, 5)
          else ' à ' || k.land_city end as name,
        coalesce(k.converted_at - make_interval(days => (20 + k.h / 17 % 100)::int),
          now() - make_interval(days => (k.h / 17 % 540)::int, mins => (k.h % 600)::int)) as created_at
    ) v
    where c.id between ${range.first} and ${range.last}
    order by c.id`);
  // The prospect side (its rows written by projects_side_rows, which keeps firing): origin and tile.
  await tx.execute(sql`
    update project_prospects pp
    set prospect_type = (array['website','salesman','phone','fair','sponsorship'])[1 + c.id / 2 % 5],
      tile = ${prospectTileOf('k.h')}
    from projects p join customers c on c.id = p.customer_id cross join lateral (select ${h} as h) k
    where pp.project_id = p.id and p.is_prospect and c.id between ${range.first} and ${range.last}`);
  // The building-permit tile of the project list (project_permits, also written by projects_side_rows):
  // spread in step 1, granted in construction; prospects keep the default, waitingBpElements.
  await tx.execute(sql`
    update project_permits pm
    set bp_tile = case when p.step > 1 then 'bpFinished'
      else (array['waitingBpElements','bpInProgress','bpInstruction','bpFinished'])[1 + k.h / 5 % 4] end
    from projects p join customers c on c.id = p.customer_id cross join lateral (select ${h} as h) k
    where pm.project_id = p.id and not p.is_prospect and c.id between ${range.first} and ${range.last}`);
}

/** A house catalogue (ranges of models in variants) and n / 100 craftsmen of every trade over the area. */
async function insertCatalogue(tx: Tx, customerCount: number): Promise<void> {
  const houseCount = Math.min(
    MODELS.length * HOUSE_VARIANTS.length,
    Math.max(MODELS.length, Math.ceil(customerCount / 1000)),
  );
  // The ranges at positions 101, 102…, in order: their ids follow one another from the first.
  const families = await tx
    .insert(houseFamilies)
    .values(HOUSE_RANGES.map((name, index) => ({ name, position: 101 + index })))
    .returning({ id: houseFamilies.id });
  const firstFamily = families.length ? Math.min(...families.map((family) => family.id)) : 0;
  await tx.execute(sql`
    insert into houses (family_id, name, price_cents, is_archived)
    select ${firstFamily}::int + (g % ${HOUSE_RANGES.length}),
      ${textArray(MODELS)}[1 + g % ${MODELS.length}] || ' ' || ${textArray(HOUSE_VARIANTS)}[1 + g / ${MODELS.length} % ${HOUSE_VARIANTS.length}],
      (14000000 + ${hash('g')} % 22000000)::int / 10000 * 10000, g % 25 = 24
    from generate_series(0, ${houseCount - 1}::int) g`);
  const craftsmenCount = Math.ceil(customerCount / 100);
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const towns = textArray(TOWNS.map(([town]) => town));
  const postcodes = textArray(TOWNS.map(([, code]) => code));
  const trades = textArray(TRADES);
  await tx.execute(sql`
    with series as (
      select g as n, (g::bigint * 2246822519) % 4294967296 as r from generate_series(1, ${craftsmenCount}::int) g
    )
    insert into craftsmen (company_name, contact, email, phone, address, postal_code, city, is_archived)
    select ${trades}[1 + r % ${TRADES.length}] || ' ' || ${last}[1 + (r / 7) % ${LAST_NAMES.length}],
      ${first}[1 + (r / 11) % ${FIRST_NAMES.length}] || ' ' || ${last}[1 + (r / 7) % ${LAST_NAMES.length}],
      'contact@' || ${mailPart(sql`${last}[1 + (r / 7) % ${LAST_NAMES.length}]`)} || '-' || n || '.fr',
      ${phone(sql`'02'`, sql`r / 13`)},
      (1 + r % 120) || ' route de ' || ${towns}[1 + (r / 17) % ${TOWNS.length}],
      ${postcodes}[1 + (r / 19) % ${TOWNS.length}], ${towns}[1 + (r / 19) % ${TOWNS.length}],
      r % 40 = 0
    from series`);
}
