/**
 * Every value the database keeps up to date by itself, registered once: the counters (tables of totals read
 * by the summary and the lists' tiles instead of counting rows) and the denormalised columns they and the
 * list pages are computed from. Each entry says where the value is stored, which SQL source keeps it
 * (src/db/sql), and how to compute it again from the rows it describes: `recount`.
 *
 * The recount is the one other writing of the value. It calls the same rule functions as the triggers
 * (financing_list_of, permit_counter_of, permit_lists_of, prospect_tile_of, project_summary_counters,
 * logisbox_counters, project_monthly_counters), so a rule is written once; the counters are recounted from the denormalised
 * columns, which are themselves recounted from their source tables. Two users:
 * - the drift test (kept-values.test.ts) writes, updates, archives, converts and deletes through the product
 *   and checks `driftOf` is empty for every entry after each step;
 * - the scale seed, which loads with the triggers off, then `rebuild`s every entry (columns first).
 */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from './client';
import { hotRows } from './hot-rows';

export type KeptValue = {
  /** The table the value is stored in. */
  table: string;
  /** Its key columns, and the columns kept. */
  key: readonly string[];
  values: readonly string[];
  /**
   * `counter`: a table of totals; a missing row is a zero, and only rows of n <> 0 are compared.
   * `column`: denormalised columns of every row of `table`.
   */
  kind: 'counter' | 'column';
  /** The SQL source files (src/db/sql) whose triggers keep it. */
  keptBy: readonly string[];
  /** Key and value columns, by name, computed from the rows the value describes. */
  recount: SQL;
};

/** Live customer projects: neither prospects nor archived (a project of an archived household is archived). */
const LIVE_CUSTOMER = sql.raw('not is_prospect and not is_archived');

/** Denormalised columns first: the counters are recounted from them. */
export const KEPT_COLUMNS: readonly KeptValue[] = [
  {
    table: 'project_prospects',
    key: ['project_id'],
    values: ['salesman_id', 'is_prospect', 'is_archived'],
    kind: 'column',
    keptBy: ['projects_side_rows.sql', 'projects_share_list_keys.sql'],
    recount: sql`select id as project_id, salesman_id, is_prospect, is_archived from projects`,
  },
  {
    table: 'project_prospects',
    key: ['project_id'],
    values: ['tile'],
    kind: 'column',
    keptBy: ['project_prospects_tile.sql', 'refresh_prospect_tile.sql'],
    recount: sql`select project_id, case when is_prospect then prospect_tile_of(project_id, in_contact) end as tile
      from project_prospects`,
  },
  {
    table: 'project_financings',
    key: ['project_id'],
    values: ['salesman_id', 'live'],
    kind: 'column',
    keptBy: ['project_financings_list_keys.sql', 'projects_share_list_keys.sql'],
    recount: sql`select f.project_id, p.salesman_id, not p.is_prospect and not p.is_archived as live
      from project_financings f join projects p on p.id = f.project_id`,
  },
  {
    table: 'project_permits',
    key: ['project_id'],
    values: ['salesman_id', 'live', 'step'],
    kind: 'column',
    keptBy: ['projects_side_rows.sql', 'projects_share_list_keys.sql'],
    recount: sql`select id as project_id, salesman_id, ${LIVE_CUSTOMER} as live, step from projects`,
  },
  {
    table: 'project_permits',
    key: ['project_id'],
    values: ['bp_count', 'bp_lists'],
    kind: 'column',
    keptBy: ['building_permits_bp_count.sql', 'refresh_project_bp_count.sql'],
    recount: sql`select p.id as project_id, permit_counter_of(bp) as bp_count, permit_lists_of(bp) as bp_lists
      from projects p left join building_permits bp on bp.project_id = p.id`,
  },
  {
    table: 'project_logisbox',
    key: ['project_id'],
    values: ['salesman_id', 'live', 'step'],
    kind: 'column',
    keptBy: ['projects_side_rows.sql', 'projects_share_list_keys.sql'],
    recount: sql`select id as project_id, salesman_id, ${LIVE_CUSTOMER} as live, step from projects`,
  },
  {
    table: 'project_logisbox',
    key: ['project_id'],
    values: ['permit_issued_on'],
    kind: 'column',
    keptBy: ['building_permits_bp_count.sql', 'refresh_project_bp_count.sql'],
    recount: sql`select p.id as project_id, bp.issue_date as permit_issued_on
      from projects p left join building_permits bp on bp.project_id = p.id`,
  },
  {
    table: 'project_logisbox',
    key: ['project_id'],
    values: ['accepted_pieces'],
    kind: 'column',
    keptBy: ['constitution_pieces_accepted.sql', 'refresh_project_accepted_pieces.sql'],
    recount: sql`select p.id as project_id, coalesce(x.n, 0)::smallint as accepted_pieces from projects p
      left join (select project_id, count(*) as n from constitution_pieces where state = 'accepted' group by 1) x
        on x.project_id = p.id`,
  },
  {
    table: 'project_search',
    key: ['project_id'],
    values: ['salesman_id', 'is_prospect', 'is_archived', 'step', 'bp_tile', 'prospect_tile', 'created_at'],
    kind: 'column',
    keptBy: [
      'projects_side_rows.sql',
      'projects_share_list_keys.sql',
      'project_permits_share_tile.sql',
      'project_prospects_share_tile.sql',
    ],
    recount: sql`select p.id as project_id, p.salesman_id, p.is_prospect, p.is_archived, p.step, pm.bp_tile,
        x.tile as prospect_tile, p.created_at
      from projects p join project_permits pm on pm.project_id = p.id
        join project_prospects x on x.project_id = p.id`,
  },
  {
    table: 'project_search',
    key: ['project_id'],
    values: ['search_text', 'customer_sort_key', 'name_sort_key'],
    kind: 'column',
    keptBy: [
      'projects_side_rows.sql',
      'project_search_refresh.sql',
      'customers_refresh_project_search_text.sql',
    ],
    recount: sql`select p.id as project_id,
        project_search_document(c, p.name, p.land_city, p.land_postal_code) as search_text,
        customer_sort_key(c) as customer_sort_key, coalesce(search_normalize(p.name), '') as name_sort_key
      from projects p join customers c on c.id = p.customer_id`,
  },
  {
    table: 'customers',
    key: ['id'],
    values: ['customer_projects'],
    kind: 'column',
    keptBy: ['projects_customer_projects.sql', 'refresh_customer_projects.sql'],
    // One grouped pass over projects, joined: the seed recounts before it builds the indexes, and a count per
    // household through a subquery then read every project once per household (862 s at 50 000 on PGlite).
    recount: sql`select c.id, coalesce(n.customer_projects, 0)::int as customer_projects
        from customers c left join (select customer_id, count(*)::int as customer_projects from projects
          where not is_prospect group by customer_id) n on n.customer_id = c.id`,
  },
];

export const KEPT_COUNTERS: readonly KeptValue[] = [
  {
    table: 'prospect_counts',
    key: ['salesman_key', 'tile'],
    values: ['n'],
    kind: 'counter',
    keptBy: [
      'project_prospects_counts_insert.sql',
      'project_prospects_counts_update.sql',
      'project_prospects_counts_delete.sql',
    ],
    recount: sql`select coalesce(salesman_id, 0) as salesman_key, coalesce(tile, 'toContact') as tile,
        count(*)::int as n
      from project_prospects where is_prospect and not is_archived group by 1, 2`,
  },
  {
    table: 'customer_counts',
    key: ['salesman_key', 'step'],
    values: ['n'],
    kind: 'counter',
    keptBy: ['projects_counts_insert.sql', 'projects_counts_update.sql', 'projects_counts_delete.sql'],
    recount: sql`select coalesce(salesman_id, 0) as salesman_key, step, count(*)::int as n
      from projects where ${LIVE_CUSTOMER} group by 1, 2`,
  },
  {
    table: 'project_tile_counts',
    key: ['salesman_key', 'step', 'bp_tile'],
    values: ['n'],
    kind: 'counter',
    keptBy: [
      'project_tile_counts_insert.sql',
      'project_tile_counts_update.sql',
      'project_tile_counts_delete.sql',
    ],
    recount: sql`select coalesce(salesman_id, 0) as salesman_key, step, bp_tile, count(*)::int as n
      from project_permits where live group by 1, 2, 3`,
  },
  {
    table: 'summary_counts',
    key: ['salesman_key', 'counter'],
    values: ['n'],
    kind: 'counter',
    keptBy: [
      'summary_counts_insert.sql',
      'summary_counts_update.sql',
      'summary_counts_delete.sql',
      'project_financings_summary_counts.sql',
      'project_logisbox_summary_counts.sql',
    ],
    recount: sql`select salesman_key, counter, count(*)::int as n from (
        select coalesce(salesman_id, 0) as salesman_key, k as counter from project_permits,
          unnest(project_summary_counters(bp_count, bp_lists)) k
        where live
        union all
        select coalesce(salesman_id, 0), 'financing.' || financing_list_of(requested_at, cancelled_at,
          loan_offers_received_on, sent_at)
        from project_financings
        where live and financing_list_of(requested_at, cancelled_at, loan_offers_received_on, sent_at) is not null
        union all
        select coalesce(salesman_id, 0), k from project_logisbox,
          unnest(logisbox_counters(live, step, permit_issued_on, file_at, accepted_pieces, meter_id, signed_at)) k
      ) counted group by 1, 2`,
  },
  {
    table: 'monthly_counts',
    key: ['salesman_key', 'month', 'kind'],
    values: ['n'],
    kind: 'counter',
    keptBy: ['monthly_counts_insert.sql', 'monthly_counts_update.sql', 'monthly_counts_delete.sql'],
    recount: sql`select coalesce(p.salesman_id, 0) as salesman_key, k.month, k.kind, count(*)::int as n
      from projects p, project_monthly_counters(p.is_prospect, p.created_at, p.converted_at) k group by 1, 2, 3`,
  },
  {
    table: 'household_counts',
    key: ['archived'],
    values: ['n'],
    kind: 'counter',
    keptBy: ['household_counts_insert.sql', 'household_counts_update.sql', 'household_counts_delete.sql'],
    recount: sql`select is_archived as archived, count(*)::int as n from customers where customer_projects > 0
      group by 1`,
  },
];

export const KEPT_VALUES: readonly KeptValue[] = [...KEPT_COLUMNS, ...KEPT_COUNTERS];

const columns = (names: readonly string[], alias?: string) =>
  sql.raw(names.map((name) => (alias ? `${alias}.${name}` : name)).join(', '));

export const keptValueName = (value: KeptValue) => `${value.table}(${value.values.join(', ')})`;

const drift = z.strictObject({
  key: z.string(),
  stored: z.string().nullable(),
  counted: z.string().nullable(),
});
export type Drift = z.infer<typeof drift>;

/** The rows where what is stored differs from the recount (empty when the value is kept right). */
export async function driftOf(db: Db, value: KeptValue): Promise<Drift[]> {
  const key = sql.raw(value.key.map((name) => `coalesce(s.${name}, c.${name})::text`).join(` || '/' || `));
  const tuple = (alias: string) => sql`row(${columns(value.values, alias)})`;
  const stored =
    value.kind === 'counter'
      ? sql`select ${columns([...value.key, ...value.values])} from ${sql.raw(value.table)} where n <> 0`
      : sql`select ${columns([...value.key, ...value.values])} from ${sql.raw(value.table)}`;
  return hotRows(
    db,
    drift,
    sql`select ${key} as key, ${tuple('s')}::text as stored, ${tuple('c')}::text as counted
      from (${stored}) s full join (${value.recount}) c using (${columns(value.key)})
      where ${tuple('s')} is distinct from ${tuple('c')}
      order by 1 limit 20`,
  );
}

/** The drift of every kept value, by name; empty when all are right. */
export async function allDrifts(db: Db): Promise<Record<string, Drift[]>> {
  const drifts: Record<string, Drift[]> = {};
  for (const value of KEPT_VALUES) {
    const drift = await driftOf(db, value);
    if (drift.length) drifts[keptValueName(value)] = drift;
  }
  return drifts;
}

/**
 * Writes the recount where the stored value differs: a counter table is emptied and refilled, columns are
 * updated on the rows that differ. For a database loaded with its triggers off (the scale seed).
 */
async function rebuild(tx: Tx, value: KeptValue): Promise<void> {
  if (value.kind === 'counter') {
    await tx.execute(sql`delete from ${sql.raw(value.table)}`);
    await tx.execute(
      sql`insert into ${sql.raw(value.table)} (${columns([...value.key, ...value.values])})
        select ${columns([...value.key, ...value.values])} from (${value.recount}) c`,
    );
    return;
  }
  const set = sql.raw(value.values.map((name) => `${name} = c.${name}`).join(', '));
  const match = sql.raw(value.key.map((name) => `t.${name} = c.${name}`).join(' and '));
  await tx.execute(
    sql`update ${sql.raw(value.table)} t set ${set} from (${value.recount}) c
      where ${match} and row(${columns(value.values, 't')}) is distinct from row(${columns(value.values, 'c')})`,
  );
}

/**
 * Every kept value rebuilt, the columns before the counters computed from them; `except` names columns the
 * caller wrote itself by the same functions (the scale seed computes the tile and the search keys in its
 * INSERT: recomputing them would only cost time).
 */
export async function rebuildKeptValues(
  tx: Tx,
  options: { except?: ReadonlySet<string> } = {},
): Promise<void> {
  for (const value of KEPT_VALUES) {
    if (value.values.some((name) => options.except?.has(name))) continue;
    await rebuild(tx, value);
  }
}
