import {
  BP_TILES,
  CONSTRUCTION_STEPS,
  type TBpTile,
  type TListTile,
  type TProjectSortField,
} from '@batir/shared/project-list';
import { CUSTOMER_STEP } from '@batir/shared/summary';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { hotRows } from '../../db/hot-rows';
import { customers, projectPermits, projects, users } from '../../db/schema';
import { SEARCHED, type SearchInput } from '../search';

const inList = (column: SQL, ids: number[]) =>
  sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * The indexed search text of the projects (trigram GIN): each word at a word start, or anywhere from 3
 * characters. `step`: the text prefixed with its live project's step, as project_search_customer_step_idx
 * indexes it (migration 0046: one step's matches only, for counting them); the same rows as `p.step = step`
 * and the plain pattern.
 */
const searchWords = (search: SearchInput | null, step: number | null = null, of = sql`p`) =>
  (search?.words ?? []).map((word) => {
    const pattern = search?.anywhere ? `%${word}%` : `% ${word}%`;
    return step === null
      ? sql`${of}.search_text like ${pattern}`
      : sql`(${of}.step::text || '|' || ${of}.search_text) like ${`${step}|${pattern}`}`;
  });

export type ProjectFilter = {
  /** What the caller may see (`visibleProjects`). */
  visible: SQL;
  /** The salespeople whose projects the caller sees (`visibleSalesmen`), null when they see all. */
  owners: number[] | null;
  /** One step, or `construction`: steps 2 and 3 (a range of the same indexes and counters). */
  step: number | typeof CONSTRUCTION_STEPS | null;
  /** Salespeople filtered on; empty for everyone visible. */
  salesmanIds: number[];
  search: SearchInput | null;
  archived: boolean;
};

/** The rows of one step, or of the construction steps together. */
const stepIs = (column: SQL, step: number | typeof CONSTRUCTION_STEPS) =>
  step === CONSTRUCTION_STEPS ? sql`${column} >= ${CUSTOMER_STEP.construction}` : sql`${column} = ${step}`;

/**
 * Customer projects (prospects aside) matching the filter, live or archived, on `${SEARCHED} p` (the search
 * area's side table, with the list keys copied): only its row is read, so the live list walks the partial
 * indexes project_search_list_idx (step, bp_tile, id desc) and project_search_list_salesman_idx
 * (salesman_id first).
 */
function projectWhere(filter: ProjectFilter, options: { stepInSearch?: boolean } = {}): SQL {
  const parts: SQL[] = [
    sql`not p.is_prospect`,
    filter.archived ? sql`p.is_archived` : sql`not p.is_archived`,
  ];
  parts.push(filter.visible);
  if (filter.step !== null) parts.push(stepIs(sql`p.step`, filter.step));
  if (filter.salesmanIds.length) parts.push(inList(sql`p.salesman_id`, filter.salesmanIds));
  // The step index covers live projects only; an integer step is checked, it is written into the pattern.
  const stepInSearch =
    options.stepInSearch &&
    !filter.archived &&
    typeof filter.step === 'number' &&
    Number.isSafeInteger(filter.step)
      ? filter.step
      : null;
  parts.push(...searchWords(filter.search, stepInSearch));
  return sql.join(parts, sql` and `);
}

/** A row of the project list's page (PAGE_COLUMNS). */
const projectListRow = z.strictObject({
  id: z.number(),
  name: z.string(),
  customer_id: z.number(),
  name1: z.string(),
  surname1: z.string(),
  name2: z.string(),
  surname2: z.string(),
  step: z.number(),
  bp_tile: z.enum(BP_TILES),
  state: z.string(),
  salesman_id: z.number().nullable(),
  salesman_surname: z.string().nullable(),
  salesman_name: z.string().nullable(),
  land_city: z.string(),
  land_postal_code: z.string(),
  is_archived: z.boolean(),
  default_project_id: z.number().nullable(),
  created_at: z.string(),
});
export type ProjectListRow = z.infer<typeof projectListRow>;

const tileCounts = z.strictObject({
  waitingBpElements: z.number(),
  bpInProgress: z.number(),
  bpInstruction: z.number(),
  bpFinished: z.number(),
});

/**
 * The list order, on the project_search row alone (with the salesperson for that column): « Créé le » (the
 * default, newest first), household and project names have their own sort keys and indexes (migrations
 * 0027-0028); ties go by id so that pages never overlap.
 */
function projectOrder(sort: TProjectSortField, order: 'asc' | 'desc'): SQL {
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  switch (sort) {
    case 'name':
      return sql`p.name_sort_key ${dir}, p.id ${dir}`;
    case 'customer':
      return sql`p.customer_sort_key ${dir}, p.id ${dir}`;
    case 'step':
      // Within a step, by building-permit tile then newest first: the order of the list indexes
      // (step, bp_tile, id desc), read forwards or backwards.
      return sql`p.step ${dir}, p.bp_tile ${dir}, ${newestFirst(order === 'asc' ? 'desc' : 'asc')}`;
    case 'salesman':
      return sql`lower(u.surname) ${dir} nulls last, lower(u.name) ${dir}, p.id ${dir}`;
    case 'createdAt':
      return sql`p.created_at ${dir}, p.id ${dir}`;
  }
}

/**
 * By id within a step and a tile, as the list indexes (step, bp_tile, id desc) store it: `DESC NULLS LAST`
 * (drizzle's `.desc()`), or read backwards `ASC NULLS FIRST`; ids are never null, but PostgreSQL only
 * walks an index whose null order matches (with a plain `desc` it sorted the 66 000 projects of a tile to
 * show 100).
 */
function newestFirst(order: 'asc' | 'desc'): SQL {
  return sql.raw(order === 'asc' ? 'p.id asc nulls first' : 'p.id desc nulls last');
}

export type ProjectPage = {
  tile: TBpTile | null;
  sort: TProjectSortField;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
};

/**
 * What a page row keeps of its project_search row `p`: the list's columns and every sort key, so that the
 * list's order, written on `p`, reads the same keys again without joining project_search a second time
 * (one table less to plan: 0,38 → 0,20 ms a page, below the 0,28 of one projects table).
 */
const PAGED_KEYS = sql`p.id, p.salesman_id, p.step, p.bp_tile, p.is_archived, p.created_at,
  p.customer_sort_key, p.name_sort_key`;

/**
 * The list's columns for the page's projects: `p` is the page's row (`paged`, PAGED_KEYS), `pr` the
 * projects row; households `c` and salespeople `u` joined for them only.
 */
const PAGE_COLUMNS = sql`p.id, pr.name, pr.customer_id, c.name1, c.surname1, c.name2, c.surname2, p.step,
  p.bp_tile, pr.state, u.id as salesman_id, u.surname as salesman_surname, u.name as salesman_name,
  pr.land_city, pr.land_postal_code, p.is_archived, c.default_project_id, p.created_at
  from paged p join projects pr on pr.id = p.id
    join customers c on c.id = pr.customer_id left join users u on u.id = p.salesman_id`;

/** The salespeople, for the salesperson sort only. */
const salesmanJoin = (page: ProjectPage) =>
  page.sort === 'salesman' ? sql`left join users u on u.id = p.salesman_id` : sql``;

/** The four tile counts of the rows of `p`. */
const TILE_COUNTS = sql`count(*) filter (where p.bp_tile = 'waitingBpElements')::int as "waitingBpElements",
  count(*) filter (where p.bp_tile = 'bpInProgress')::int as "bpInProgress",
  count(*) filter (where p.bp_tile = 'bpInstruction')::int as "bpInstruction",
  count(*) filter (where p.bp_tile = 'bpFinished')::int as "bpFinished"`;

/** One page of the project list, with the household's name and its number of customer projects. */
export async function listProjects(
  db: Db,
  filter: ProjectFilter,
  page: ProjectPage,
): Promise<ProjectListRow[]> {
  const where = sql`${projectWhere(filter)} ${page.tile ? sql`and p.bp_tile = ${page.tile}` : sql``}`;
  const order = projectOrder(page.sort, page.order);
  // The page's ids from project_search alone (in index order, or the matches sorted on the row's own keys), then
  // their households and salespeople for those rows only.
  return hotRows(
    db,
    projectListRow,
    sql`with paged as materialized (
      select ${PAGED_KEYS} from ${SEARCHED} p ${salesmanJoin(page)} where ${where}
      order by ${order} offset ${page.offset} limit ${page.limit})
    select ${PAGE_COLUMNS}
    order by ${order}`,
  );
}

/** A row of searchPage: one per page row, each with the counts; or the counts alone with null columns (an empty page). */
const pageRow = z.strictObject({
  ...tileCounts.shape,
  matched: z.number(),
  rn: z.number(),
  ...projectListRow.shape,
});
const searchPageRow = z.union([
  pageRow,
  z.strictObject({
    ...tileCounts.shape,
    matched: z.number(),
    rn: z.null(),
    ...Object.fromEntries(Object.keys(projectListRow.shape).map((key) => [key, z.null()])),
  }),
]);

/**
 * A search's page and tile counts from one pass over the trigram index: the matches, up to `cap` + 1, are
 * read once with their sort keys, counted per tile and, when they are all there (`matched` ≤ cap), sorted
 * for the page without going back to the table. Two statements (page, counts) each paid the index scan,
 * the larger part of a search's cost. Past the cap the rows are a sample, not the page: the caller reads
 * the page with listProjects. Within a step, the matches are read through the step's own entries of the
 * trigram index (migration 0046); the page walk keeps the plain pattern, which PostgreSQL walks newest
 * first for a common term where the step index would make it sort every match.
 */
export async function searchPage(
  db: Db,
  filter: ProjectFilter,
  page: ProjectPage,
  cap: number,
): Promise<{ rows: ProjectListRow[]; tiles: TListTile; matched: number }> {
  const order = projectOrder(page.sort, page.order);
  const rows = await hotRows(
    db,
    searchPageRow,
    sql`with matched as materialized (
      select ${PAGED_KEYS} from ${SEARCHED} p where ${projectWhere(filter, { stepInSearch: true })} limit ${cap + 1}),
    counted as (select ${TILE_COUNTS}, count(*)::int as matched from matched p),
    paged as materialized (
      select ${PAGED_KEYS}, row_number() over (order by ${order})::int as rn
      from matched p ${salesmanJoin(page)}
      where ${page.tile ? sql`p.bp_tile = ${page.tile}` : sql`true`}
      order by ${order} offset ${page.offset} limit ${page.limit})
    select k.*, r.* from counted k left join lateral (select p.rn, ${PAGE_COLUMNS}) r on true
    order by r.rn`,
  );
  const first = rows[0];
  const tiles = {
    waitingBpElements: first?.waitingBpElements ?? 0,
    bpInProgress: first?.bpInProgress ?? 0,
    bpInstruction: first?.bpInstruction ?? 0,
    bpFinished: first?.bpFinished ?? 0,
  };
  // No page row (an empty page): the counts come alone, with null columns.
  const pageRows = rows.flatMap((row) => (row.rn === null ? [] : [row as z.infer<typeof pageRow>]));
  return { rows: pageRows, tiles, matched: first?.matched ?? 0 };
}

/**
 * The four tile counts of the filtered projects (the tile aside), searches apart (searchPage). Without
 * archived mode they are the counters kept by triggers (project_tile_counts, migration 0026): a few rows
 * whatever the number of projects. Archived projects are counted in one pass.
 */
export async function countTiles(db: Db, filter: ProjectFilter): Promise<TListTile> {
  const none = { waitingBpElements: 0, bpInProgress: 0, bpInstruction: 0, bpFinished: 0 };
  if (filter.archived) {
    const [row] = await hotRows(
      db,
      tileCounts,
      sql`select ${TILE_COUNTS} from ${SEARCHED} p where ${projectWhere(filter)}`,
    );
    return row ?? none;
  }
  const keys = filter.owners ?? filter.salesmanIds;
  const where: SQL[] = [];
  if (keys.length) where.push(inList(sql`salesman_key`, keys));
  if (filter.step !== null) where.push(stepIs(sql`step`, filter.step));
  const [row] = await hotRows(
    db,
    tileCounts,
    sql`
    select coalesce(sum(n) filter (where bp_tile = 'waitingBpElements'), 0)::int as "waitingBpElements",
      coalesce(sum(n) filter (where bp_tile = 'bpInProgress'), 0)::int as "bpInProgress",
      coalesce(sum(n) filter (where bp_tile = 'bpInstruction'), 0)::int as "bpInstruction",
      coalesce(sum(n) filter (where bp_tile = 'bpFinished'), 0)::int as "bpFinished"
    from project_tile_counts
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`,
  );
  return row ?? none;
}

const matchedRow = z.strictObject({ matched: z.number() });

/** The matches of a search in one tile, counted up to `cap` + 1 (see countTiles). */
export async function countSearchTile(db: Db, filter: ProjectFilter, tile: TBpTile, cap: number) {
  const [row] = await hotRows(
    db,
    matchedRow,
    sql`select count(*)::int as matched
    from (select 1 from ${SEARCHED} p where ${projectWhere(filter)} and p.bp_tile = ${tile} limit ${cap + 1}) p`,
  );
  return row?.matched ?? 0;
}

const projectSearchRow = z.strictObject({
  id: z.number(),
  name: z.string(),
  step: z.number(),
  is_archived: z.boolean(),
  name1: z.string(),
  surname1: z.string(),
  name2: z.string(),
  surname2: z.string(),
});
export type ProjectSearchRow = z.infer<typeof projectSearchRow>;

/** Quick search of customer projects (pickers): newest first. */
export async function searchProjects(
  db: Db,
  visible: SQL,
  search: { input: SearchInput | null; id: number | null },
  limit: number,
) {
  const words = searchWords(search.input);
  const text = words.length ? sql.join(words, sql` and `) : null;
  // A number also finds the project of that id.
  const match =
    search.id !== null
      ? text
        ? sql`and (p.id = ${search.id} or (${text}))`
        : sql`and p.id = ${search.id}`
      : text
        ? sql`and ${text}`
        : sql``;
  return hotRows(
    db,
    projectSearchRow,
    sql`
    select p.id, pr.name, p.step, p.is_archived, c.name1, c.surname1, c.name2, c.surname2
    from ${SEARCHED} p join projects pr on pr.id = p.id join customers c on c.id = pr.customer_id
    where not p.is_prospect and ${visible} ${match}
    order by ${search.id !== null ? sql`(p.id = ${search.id}) desc, ` : sql``}p.is_archived, p.id desc
    limit ${limit}`,
  );
}

export async function setProjectArchived(tx: Tx, projectId: number, archived: boolean) {
  await tx
    .update(projects)
    .set({ isArchived: archived, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
}

export async function isCustomerArchived(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ isArchived: customers.isArchived })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.isArchived ?? false;
}

// ---------------------------------------------------------------------------------------------------------
// Households
// ---------------------------------------------------------------------------------------------------------

export type CustomerFilter = {
  /** Condition on `projects p`: what the caller may see. */
  visible: SQL;
  seesAll: boolean;
  search: SearchInput | null;
  archived: boolean;
};

/**
 * Households with at least one customer project the caller sees, live or archived, as the FROM of a query
 * on `customers c`:
 * - those who see every project, with no search: customers.customer_projects > 0 (kept by triggers,
 *   migration 0041); the page walks customers_live_page_idx (or _archived_) in the list's order and stops
 *   at the page, where every household with a customer project was sorted (691 ms at 400 000 households);
 *   countCustomers reads the household_counts counter;
 * - a salesperson or grid operator (their own projects): from their projects, the household ids read from
 *   projects_salesman_customer_idx (migration 0047), then each household by its key. As an EXISTS on every
 *   household, PostgreSQL hashed his projects and read all 400 000 households (138 ms for a salesperson's
 *   4 500 households, and 80 ms more for the count);
 * - those who see every project, searching: an EXISTS over the matching projects (trigram index).
 */
function householdsFrom(filter: CustomerFilter): SQL {
  const archived = filter.archived ? sql`c.is_archived` : sql`not c.is_archived`;
  if (filter.seesAll && !filter.search) return sql`customers c where ${archived} and c.customer_projects > 0`;
  const projectParts = [sql`not p.is_prospect`, filter.visible, ...searchWords(filter.search, null, sql`s`)];
  // The search text is in the search's side table.
  const projects = filter.search
    ? sql`projects p join project_search s on s.project_id = p.id`
    : sql`projects p`;
  if (!filter.seesAll) {
    // `offset 0` keeps the lookup per household (a join would hash every household again).
    return sql`(select distinct p.customer_id as id from ${projects} where ${sql.join(projectParts, sql` and `)}) f
      cross join lateral (select * from customers c where c.id = f.id and ${archived} offset 0) c`;
  }
  return sql`customers c where ${archived}
    and exists (select 1 from ${projects} where p.customer_id = c.id and ${sql.join(projectParts, sql` and `)})`;
}

const customerListRow = z.strictObject({
  id: z.number(),
  name1: z.string(),
  surname1: z.string(),
  name2: z.string(),
  surname2: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string(),
  is_archived: z.boolean(),
  default_project_id: z.number().nullable(),
  created_at: z.string(),
  projects_count: z.number(),
});
export type CustomerListRow = z.infer<typeof customerListRow>;

export async function listCustomers(db: Db, filter: CustomerFilter, page: { offset: number; limit: number }) {
  return hotRows(
    db,
    customerListRow,
    sql`
    select c.id, c.name1, c.surname1, c.name2, c.surname2, c.email, c.phone, c.city, c.is_archived,
      c.default_project_id, c.created_at,
      (select count(*)::int from projects p2 where p2.customer_id = c.id and not p2.is_prospect) as projects_count
    from ${householdsFrom(filter)}
    order by lower(c.name1), lower(c.surname1), c.id
    offset ${page.offset} limit ${page.limit}`,
  );
}

const countRow = z.strictObject({ n: z.number() });

export async function countCustomers(db: Db, filter: CustomerFilter): Promise<number> {
  // The same households as householdsFrom's customer_projects > 0, counted by triggers (migration 0042):
  // counting the 200 000 entries of customers_live_page_idx took 30 ms.
  const [row] = await hotRows(
    db,
    countRow,
    filter.seesAll && !filter.search
      ? sql`select coalesce(sum(n), 0)::int as n from household_counts where archived = ${filter.archived}`
      : sql`select count(*)::int as n from ${householdsFrom(filter)}`,
  );
  return row?.n ?? 0;
}

/** A household with the salespeople following one of its projects (`salesman_ids`, for ownership). */
export async function findCustomer(db: Db, customerId: number, lock = false) {
  // A join, not a correlated subquery: in a one-table query Drizzle writes columns without their table, and
  // `customer_id = id` inside the subquery would compare projects' own columns.
  const followers = db
    .select({
      customerId: projects.customerId,
      ids: sql<number[]>`array_agg(distinct ${projects.salesmanId})`.as('ids'),
    })
    .from(projects)
    .where(and(eq(projects.customerId, customerId), isNotNull(projects.salesmanId)))
    .groupBy(projects.customerId)
    .as('followers');
  const query = db
    .select({
      id: customers.id,
      user_id: customers.userId,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
      email: customers.email,
      email2: customers.email2,
      phone: customers.phone,
      phone2: customers.phone2,
      address: customers.address,
      postal_code: customers.postalCode,
      city: customers.city,
      is_archived: customers.isArchived,
      default_project_id: customers.defaultProjectId,
      created_at: customers.createdAt,
      salesman_ids: sql<number[]>`coalesce(${followers.ids}, '{}')`,
    })
    .from(customers)
    .leftJoin(followers, eq(followers.customerId, customers.id))
    .where(eq(customers.id, customerId));
  const [row] = await (lock ? query.for('update', { of: customers }) : query);
  return row;
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

/** Every project of a household, customer projects first, newest first. */
export async function customerProjects(db: Db, customerId: number) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      step: projects.step,
      bp_tile: projectPermits.bpTile,
      state: projects.state,
      is_prospect: projects.isProspect,
      is_archived: projects.isArchived,
      salesman_id: users.id,
      salesman_surname: users.surname,
      salesman_name: users.name,
      land_city: projects.landCity,
      created_at: projects.createdAt,
    })
    .from(projects)
    .innerJoin(projectPermits, eq(projectPermits.projectId, projects.id))
    .leftJoin(users, eq(users.id, projects.salesmanId))
    .where(eq(projects.customerId, customerId))
    .orderBy(projects.isProspect, desc(projects.id));
}
export type CustomerProjectRow = Awaited<ReturnType<typeof customerProjects>>[number];

export async function updateCustomer(
  tx: Tx,
  customerId: number,
  values: Pick<
    typeof customers.$inferInsert,
    | 'name1'
    | 'surname1'
    | 'name2'
    | 'surname2'
    | 'email'
    | 'email2'
    | 'phone'
    | 'phone2'
    | 'address'
    | 'postalCode'
    | 'city'
  >,
) {
  await tx
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

export async function setDefaultProject(tx: Tx, customerId: number, projectId: number) {
  await tx
    .update(customers)
    .set({ defaultProjectId: projectId, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}
