import type { TBpTile, TListTile, TProjectSortField } from '@batir/shared/project-list';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client';
import type { SearchInput } from '../search/search.repository';

type Db = Database | Tx;
type Stamp = Date | string;

const inList = (column: SQL, ids: number[]) =>
  sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** The indexed search text of the projects (trigram GIN): each word at a word start, or anywhere from 3 characters. */
const searchWords = (search: SearchInput | null) =>
  (search?.words ?? []).map(
    (word) => sql`p.search_text like ${search?.anywhere ? `%${word}%` : `% ${word}%`}`,
  );

export type ProjectFilter = {
  /** What the caller may see (`visibleProjects`). */
  visible: SQL;
  /** The one salesperson whose projects the caller sees (`visibleProjects`), null when they see all. */
  ownerId: number | null;
  step: number | null;
  /** Salespeople filtered on; empty for everyone visible. */
  salesmanIds: number[];
  search: SearchInput | null;
  archived: boolean;
};

/**
 * Customer projects (prospects aside) matching the filter, live or archived. Only the projects row is read,
 * so the live list walks the partial indexes projects_customer_list_idx (step, bp_tile, id desc) and
 * projects_customer_list_salesman_idx (salesman_id first).
 */
function projectWhere(filter: ProjectFilter): SQL {
  const parts: SQL[] = [
    sql`not p.is_prospect`,
    filter.archived ? sql`p.is_archived` : sql`not p.is_archived`,
  ];
  parts.push(filter.visible);
  if (filter.step !== null) parts.push(sql`p.step = ${filter.step}`);
  if (filter.salesmanIds.length) parts.push(inList(sql`p.salesman_id`, filter.salesmanIds));
  parts.push(...searchWords(filter.search));
  return sql.join(parts, sql` and `);
}

export type ProjectListRow = {
  id: number;
  name: string;
  customer_id: number;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  step: number;
  bp_tile: TBpTile;
  state: string;
  salesman_id: number | null;
  salesman_surname: string | null;
  salesman_name: string | null;
  land_city: string;
  land_postal_code: string;
  is_archived: boolean;
  default_project_id: number | null;
  created_at: Stamp;
};

function projectOrder(sort: TProjectSortField, order: 'asc' | 'desc'): SQL {
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  switch (sort) {
    case 'name':
      return sql`lower(p.name) ${dir}, p.id ${dir}`;
    case 'customer':
      return sql`lower(c.name1) ${dir}, lower(c.surname1) ${dir}, p.id ${dir}`;
    case 'step':
      return sql`p.step ${dir}, p.id ${dir}`;
    case 'salesman':
      return sql`lower(u.surname) ${dir} nulls last, lower(u.name) ${dir}, p.id ${dir}`;
    case 'createdAt':
      return sql`p.created_at ${dir}, p.id ${dir}`;
    default:
      // The newest files first: the indexes' `id desc` gives them without sorting.
      return sql`p.id ${dir}`;
  }
}

/** One page of the project list, with the household's name and its number of customer projects. */
export async function listProjects(
  db: Db,
  filter: ProjectFilter,
  page: {
    tile: TBpTile | null;
    sort: TProjectSortField;
    order: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
): Promise<ProjectListRow[]> {
  const where = sql`${projectWhere(filter)} ${page.tile ? sql`and p.bp_tile = ${page.tile}` : sql``}`;
  const columns = sql`p.id, p.name, p.customer_id, c.name1, c.surname1, c.name2, c.surname2, p.step, p.bp_tile,
      p.state, u.id as salesman_id, u.surname as salesman_surname, u.name as salesman_name,
      p.land_city, p.land_postal_code, p.is_archived, c.default_project_id, p.created_at`;
  const order = projectOrder(page.sort, page.order);
  // Newest first: the page's ids from projects alone (the list indexes give them in order, or a search's
  // matches are sorted by id), then their households and salespeople for those rows only.
  if (page.sort === 'recent')
    return queryRows<ProjectListRow>(
      db,
      sql`with paged as materialized (
        select p.id from projects p where ${where}
        order by ${order} offset ${page.offset} limit ${page.limit})
      select ${columns}
      from paged g join projects p on p.id = g.id
        join customers c on c.id = p.customer_id left join users u on u.id = p.salesman_id
      order by ${order}`,
    );
  // By a column: the matching projects first (through the list indexes), then the top of their sort. Left
  // to itself the planner may walk every household in name order hoping to meet a few salespeople's files.
  return queryRows<ProjectListRow>(
    db,
    sql`with matching as materialized (select p.id from projects p where ${where})
    select ${columns}
    from matching m join projects p on p.id = m.id
      join customers c on c.id = p.customer_id left join users u on u.id = p.salesman_id
    order by ${order} offset ${page.offset} limit ${page.limit}`,
  );
}

/**
 * The four tile counts of the filtered projects (the tile aside). Without search nor archived mode they
 * are the counters kept by triggers (project_tile_counts, migration 0026): a few rows whatever the number
 * of projects; otherwise one pass over the matching projects.
 */
export async function countTiles(db: Db, filter: ProjectFilter): Promise<TListTile> {
  const counted = !filter.search && !filter.archived;
  const keys = filter.ownerId !== null ? [filter.ownerId] : filter.salesmanIds;
  const where: SQL[] = [];
  if (keys.length) where.push(inList(sql`salesman_key`, keys));
  if (filter.step !== null) where.push(sql`step = ${filter.step}`);
  const [row] = await queryRows<TListTile>(
    db,
    counted
      ? sql`
    select coalesce(sum(n) filter (where bp_tile = 'waitingBpElements'), 0)::int as "waitingBpElements",
      coalesce(sum(n) filter (where bp_tile = 'bpInProgress'), 0)::int as "bpInProgress",
      coalesce(sum(n) filter (where bp_tile = 'bpInstruction'), 0)::int as "bpInstruction",
      coalesce(sum(n) filter (where bp_tile = 'bpFinished'), 0)::int as "bpFinished"
    from project_tile_counts
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`
      : sql`
    select count(*) filter (where p.bp_tile = 'waitingBpElements')::int as "waitingBpElements",
      count(*) filter (where p.bp_tile = 'bpInProgress')::int as "bpInProgress",
      count(*) filter (where p.bp_tile = 'bpInstruction')::int as "bpInstruction",
      count(*) filter (where p.bp_tile = 'bpFinished')::int as "bpFinished"
    from projects p
    where ${projectWhere(filter)}`,
  );
  return row ?? { waitingBpElements: 0, bpInProgress: 0, bpInstruction: 0, bpFinished: 0 };
}

export type ProjectSearchRow = {
  id: number;
  name: string;
  step: number;
  is_archived: boolean;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
};

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
  return queryRows<ProjectSearchRow>(
    db,
    sql`
    select p.id, p.name, p.step, p.is_archived, c.name1, c.surname1, c.name2, c.surname2
    from projects p join customers c on c.id = p.customer_id
    where not p.is_prospect and ${visible} ${match}
    order by ${search.id !== null ? sql`(p.id = ${search.id}) desc, ` : sql``}p.is_archived, p.id desc
    limit ${limit}`,
  );
}

export async function setProjectArchived(tx: Tx, projectId: number, archived: boolean) {
  await tx.execute(
    sql`update projects set is_archived = ${archived}, updated_at = now() where id = ${projectId}`,
  );
}

export async function isCustomerArchived(db: Db, customerId: number): Promise<boolean> {
  const [row] = await queryRows<{ is_archived: boolean }>(
    db,
    sql`select is_archived from customers where id = ${customerId}`,
  );
  return row?.is_archived ?? false;
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
 * Households with at least one customer project the caller sees (any household when they see all and do
 * not search), live or archived.
 */
function customerWhere(filter: CustomerFilter): SQL {
  const parts: SQL[] = [filter.archived ? sql`c.is_archived` : sql`not c.is_archived`];
  const words = searchWords(filter.search);
  const projectParts = [sql`p.customer_id = c.id`, sql`not p.is_prospect`, filter.visible, ...words];
  parts.push(sql`exists (select 1 from projects p where ${sql.join(projectParts, sql` and `)})`);
  return sql.join(parts, sql` and `);
}

export type CustomerListRow = {
  id: number;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  email: string | null;
  phone: string | null;
  city: string;
  is_archived: boolean;
  default_project_id: number | null;
  created_at: Stamp;
  projects_count: number;
};

export async function listCustomers(db: Db, filter: CustomerFilter, page: { offset: number; limit: number }) {
  return queryRows<CustomerListRow>(
    db,
    sql`
    select c.id, c.name1, c.surname1, c.name2, c.surname2, c.email, c.phone, c.city, c.is_archived,
      c.default_project_id, c.created_at,
      (select count(*)::int from projects p2 where p2.customer_id = c.id and not p2.is_prospect) as projects_count
    from customers c
    where ${customerWhere(filter)}
    order by lower(c.name1), lower(c.surname1), c.id
    offset ${page.offset} limit ${page.limit}`,
  );
}

export async function countCustomers(db: Db, filter: CustomerFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customers c where ${customerWhere(filter)}`,
  );
  return row?.n ?? 0;
}

export type CustomerRow = {
  id: number;
  user_id: number | null;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  email: string | null;
  email2: string | null;
  phone: string | null;
  phone2: string | null;
  address: string;
  postal_code: string;
  city: string;
  is_archived: boolean;
  default_project_id: number | null;
  created_at: Stamp;
  /** Salespeople following one of its projects (ownership). */
  salesman_ids: number[];
};

export async function findCustomer(db: Db, customerId: number, lock = false) {
  const [row] = await queryRows<CustomerRow>(
    db,
    sql`select c.id, c.user_id, c.name1, c.surname1, c.name2, c.surname2, c.email, c.email2, c.phone, c.phone2,
      c.address, c.postal_code, c.city, c.is_archived, c.default_project_id, c.created_at,
      coalesce((select array_agg(distinct p.salesman_id) from projects p
        where p.customer_id = c.id and p.salesman_id is not null), '{}') as salesman_ids
      from customers c where c.id = ${customerId} ${lock ? sql`for update of c` : sql``}`,
  );
  return row;
}

export type CustomerProjectRow = {
  id: number;
  name: string;
  step: number;
  bp_tile: TBpTile;
  state: string;
  is_prospect: boolean;
  is_archived: boolean;
  salesman_id: number | null;
  salesman_surname: string | null;
  salesman_name: string | null;
  land_city: string;
  created_at: Stamp;
};

/** Every project of a household, customer projects first, newest first. */
export async function customerProjects(db: Db, customerId: number) {
  return queryRows<CustomerProjectRow>(
    db,
    sql`select p.id, p.name, p.step, p.bp_tile, p.state, p.is_prospect, p.is_archived,
      u.id as salesman_id, u.surname as salesman_surname, u.name as salesman_name, p.land_city, p.created_at
    from projects p left join users u on u.id = p.salesman_id
    where p.customer_id = ${customerId}
    order by p.is_prospect, p.id desc`,
  );
}

export async function updateCustomer(
  tx: Tx,
  customerId: number,
  values: {
    name1: string;
    surname1: string;
    name2: string;
    surname2: string;
    email: string | null;
    email2: string | null;
    phone: string | null;
    phone2: string | null;
    address: string;
    postalCode: string;
    city: string;
  },
) {
  await tx.execute(sql`update customers set name1 = ${values.name1}, surname1 = ${values.surname1},
    name2 = ${values.name2}, surname2 = ${values.surname2}, email = ${values.email}, email2 = ${values.email2},
    phone = ${values.phone}, phone2 = ${values.phone2}, address = ${values.address},
    postal_code = ${values.postalCode}, city = ${values.city}, updated_at = now()
    where id = ${customerId}`);
}

export async function setDefaultProject(tx: Tx, customerId: number, projectId: number) {
  await tx.execute(
    sql`update customers set default_project_id = ${projectId}, updated_at = now() where id = ${customerId}`,
  );
}

/** Active staff who may follow projects (salespeople and admins), by name. */
export async function listSalesmen(db: Db) {
  return queryRows<{ id: number; surname: string; name: string }>(
    db,
    sql`select id, surname, name from users
      where is_active and roles && array['salesman', 'admin']::text[]
      order by name, surname`,
  );
}
