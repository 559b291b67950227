import { PROSPECT_TILES, type TProspectTile } from '@batir/shared/prospects';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { hotRows } from '../../db/hot-rows';
import { customers } from '../../db/schema';
import type { SearchInput } from '../search';

export type ListFilter = {
  /** Salespeople whose prospects are listed; empty means everyone (admins only). */
  salesmanIds: number[];
  search: SearchInput | null;
  archived: boolean;
  /** One origin only (`website` for the leads page); null for all. */
  type: string | null;
};

const inList = (column: SQL, ids: number[]) =>
  sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * Prospects matching the filter (archived mode lists the archived ones instead of the live ones). Both side
 * tables hold copies of the project's list keys (a project of an archived household is archived too), so
 * one of them is walked alone (`walked`): without a search, the prospect's row `x` (project_prospects: its
 * tile is kept by triggers; lists and counters walk its partial indexes, db/schema/prospects.ts); with one,
 * the search's row `s` (project_search, with its copy of the tile), whose trigram index is ANDed with its
 * salesperson's index, `x` joined for an origin filter only. Conditions on both made PostgreSQL read every
 * match of the whole base, then hash them with the salesperson's prospects (3 times slower).
 */
const walked = (filter: ListFilter) => (filter.search ? sql`s` : sql`x`);

function where(filter: ListFilter): SQL {
  const k = walked(filter);
  const parts: SQL[] = [sql`${k}.is_prospect`];
  parts.push(filter.archived ? sql`${k}.is_archived` : sql`not ${k}.is_archived`);
  if (filter.type) parts.push(sql`x.prospect_type = ${filter.type}`);
  // Searching, the salesperson is checked on the search index's matches (`+ 0` keeps his index out): ANDed
  // with his 9 000 index entries, « lefev » took 7,5 ms instead of 0,8 (as the global search, issue 19).
  if (filter.salesmanIds.length)
    parts.push(inList(filter.search ? sql`${k}.salesman_id + 0` : sql`${k}.salesman_id`, filter.salesmanIds));
  // The indexed search text: every word at a word start, or anywhere once a word has 3 characters, as the
  // global search does.
  for (const word of filter.search?.words ?? [])
    parts.push(sql`s.search_text like ${filter.search?.anywhere ? `%${word}%` : `% ${word}%`}`);
  return sql.join(parts, sql` and `);
}

/**
 * The prospects' rows `x`; when the filter searches, their search rows `s` (project_search), which hold a copy
 * of the tile (project_prospects_share_tile): `x` is joined only to filter on the origin. Joined for the
 * tile, a search's counts looked up project_prospects once per match (915 for « lefev » at 200 000).
 */
const prospectsFrom = (filter: ListFilter) => {
  if (!filter.search) return sql`project_prospects x`;
  return filter.type
    ? sql`project_search s join project_prospects x on x.project_id = s.project_id`
    : sql`project_search s`;
};
/**
 * Newest first, in the order of the index the page walks: the prospect lists' indexes (project_prospects, and a
 * salesperson's own on project_search) are DESC NULLS LAST; everyone's search walks project_search_kind_idx
 * backwards (DESC): with NULLS LAST it bitmapped and sorted every match (3 305 for « hélène »: 6 ms instead
 * of 0,9).
 */
const newestFirst = (filter: ListFilter) =>
  filter.search && filter.salesmanIds.length === 0
    ? sql`s.project_id desc`
    : sql`${walked(filter)}.project_id desc nulls last`;
/** The tile of the rows of prospectsFrom. */
const tileOf = (filter: ListFilter) => (filter.search ? sql`s.prospect_tile` : sql`x.tile`);

/** A row of the prospect list's page. */
const prospectRow = z.strictObject({
  project_id: z.number(),
  customer_id: z.number(),
  name1: z.string(),
  surname1: z.string(),
  name2: z.string(),
  surname2: z.string(),
  project_name: z.string(),
  prospect_type: z.string().nullable(),
  tile: z.enum(PROSPECT_TILES),
  contact_attempts: z.number(),
  salesman_id: z.number().nullable(),
  salesman_surname: z.string().nullable(),
  salesman_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string(),
  land_city: z.string(),
  land_postal_code: z.string(),
  is_archived: z.boolean(),
  created_at: z.string(),
});
export type ProspectRow = z.infer<typeof prospectRow>;

/**
 * One page, newest first, of the prospects of a tile (or all tiles); one more row tells if there is more.
 * The page's ids are chosen first, from the side tables alone, in a subquery that its LIMIT keeps apart:
 * PostgreSQL plans it, then joins the project, household and salesperson of those rows only. One query of
 * five tables cost 1,1 ms of planning for a search (0,3 before the side tables), the two parts 0,4.
 */
export async function listProspects(
  db: Database,
  filter: ListFilter,
  /** `before`: only ids below it (the next page of an export, keyset instead of offset). */
  page: { tile: TProspectTile | undefined; offset: number; limit: number; before?: number | undefined },
): Promise<ProspectRow[]> {
  const newest = (part: ListFilter, limit: number) => sql`
      select ${walked(part)}.project_id, ${tileOf(part)} as tile
      from ${prospectsFrom(part)}
      where ${where(part)} ${page.tile ? sql`and ${tileOf(part)} = ${page.tile}` : sql``}
        ${page.before === undefined ? sql`` : sql`and ${walked(part)}.project_id < ${page.before}`}
      -- As the list indexes store it: PostgreSQL then walks them and stops at the page instead of sorting
      -- every prospect of the tile (ids are never null, the planner does not know it).
      order by ${newestFirst(part)}
      limit ${limit}`;
  const rows = page.offset + page.limit + 1;
  // Several salespeople: each one's newest prospects from his own index range, merged. An IN list would
  // have PostgreSQL fetch and sort all their prospects (8 000 for two of them: 28 ms) to show 50.
  const parts =
    filter.salesmanIds.length > 1 && filter.salesmanIds.length <= MERGED_SALESMEN
      ? filter.salesmanIds.map((salesmanId) => newest({ ...filter, salesmanIds: [salesmanId] }, rows))
      : [newest(filter, rows)];
  return hotRows(
    db,
    prospectRow,
    sql`select p.id as project_id, c.id as customer_id, c.name1, c.surname1, c.name2, c.surname2,
        p.name as project_name,
        (select x.prospect_type from project_prospects x where x.project_id = page.project_id) as prospect_type,
        page.tile,
        (select count(*)::int from contact_attempts ca where ca.project_id = p.id) as contact_attempts,
        u.id as salesman_id, u.surname as salesman_surname, u.name as salesman_name,
        c.phone, c.email, c.city, p.land_city, p.land_postal_code,
        p.is_archived, p.created_at
      from (
        select * from (${sql.join(
          parts.map((part) => sql`(${part})`),
          sql` union all `,
        )}) t
        order by t.project_id desc nulls last
        offset ${page.offset} limit ${page.limit + 1}
      ) page
      join projects p on p.id = page.project_id join customers c on c.id = p.customer_id
      left join users u on u.id = p.salesman_id
      order by page.project_id desc nulls last`,
  );
}

/** Up to this many salespeople, a filtered list merges their own pages (listProspects). */
const MERGED_SALESMEN = 20;

const prospectTileCounts = z.strictObject({
  toContact: z.number(),
  inContact: z.number(),
  appointment: z.number(),
  appointmentMore: z.number(),
});

/**
 * The four tile totals of the filtered prospects. Without search, origin or archived mode they are the
 * counters kept by triggers (prospect_counts, migration 0023): a few rows whatever the number of prospects;
 * otherwise one pass over the matching prospects.
 */
export async function countProspects(
  db: Database,
  filter: ListFilter,
): Promise<Record<TProspectTile, number>> {
  const counted = !filter.search && !filter.type && !filter.archived;
  const [row] = await hotRows(
    db,
    prospectTileCounts,
    counted
      ? sql`
    select coalesce(sum(n) filter (where tile = 'toContact'), 0)::int as "toContact",
      coalesce(sum(n) filter (where tile = 'inContact'), 0)::int as "inContact",
      coalesce(sum(n) filter (where tile = 'appointment'), 0)::int as "appointment",
      coalesce(sum(n) filter (where tile = 'appointmentMore'), 0)::int as "appointmentMore"
    from prospect_counts
    ${filter.salesmanIds.length ? sql`where ${inList(sql`salesman_key`, filter.salesmanIds)}` : sql``}`
      : sql`
    select count(*) filter (where ${tileOf(filter)} = 'toContact')::int as "toContact",
      count(*) filter (where ${tileOf(filter)} = 'inContact')::int as "inContact",
      count(*) filter (where ${tileOf(filter)} = 'appointment')::int as "appointment",
      count(*) filter (where ${tileOf(filter)} = 'appointmentMore')::int as "appointmentMore"
    from ${prospectsFrom(filter)}
    where ${where(filter)}`,
  );
  return row ?? { toContact: 0, inContact: 0, appointment: 0, appointmentMore: 0 };
}

export async function insertCustomer(tx: Tx, values: typeof customers.$inferInsert) {
  const [row] = await tx.insert(customers).values(values).returning({ id: customers.id });
  if (!row) throw new Error('customer not created');
  return row.id;
}
