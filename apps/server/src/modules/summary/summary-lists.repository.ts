import { MESSAGE_SENT_DAYS, MONTHLY_MONTHS, NEW_CUSTOMER_DAYS } from '@batir/shared/summary';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { ANSWERER } from '../messaging';
import { salesmanKeyIn } from '../projects';

/**
 * Whose projects a list shows: `null` for administrators (all), else the salespeople whose projects the
 * caller follows (prospects.service prospectSalesmen: his own id, a grid operator's team too).
 */
export type Owner = number[] | null;
export type Page = { limit: number; offset: number };

const ownedBy = (owner: Owner, column: SQL = sql`p.salesman_id`) => salesmanKeyIn(column, owner);

/** The project and household columns every list carries, from `projects p join customers c`. */
const PROJECT_COLUMNS = sql`p.id as "projectId", c.id as "customerId", p.name as "projectName",
  c.name1, c.surname1, c.name2, c.surname2`;
const personName = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else trim(${alias}.surname || ' ' || ${alias}.name) end`);

export type Household = { name1: string; surname1: string; name2: string; surname2: string };
export type ProjectRow = Household & {
  projectId: number;
  customerId: number;
  projectName: string;
  total: number;
};

export type NewCustomerRow = ProjectRow & {
  step: number;
  salesmanId: number | null;
  salesmanName: string | null;
  convertedAt: Date | string;
};

/**
 * Customer projects converted within NEW_CUSTOMER_DAYS days among those the caller sees (`visible`:
 * project-access visibleProjects, the project list's rule), newest first, each row with the `total`. The
 * page walks projects_customer_converted_idx backwards; the total counts that index alone (a household
 * archived archives its projects, so not p.is_archived covers it): a window count joined every project of
 * the month to its household (47 ms at 8 000 of them).
 */
export async function listNewCustomers(db: Db, visible: SQL, page: Page) {
  const recent = sql`not p.is_prospect and not p.is_archived
    and p.converted_at > now() - make_interval(days => ${NEW_CUSTOMER_DAYS}) and ${visible}`;
  const [rows, counted] = await Promise.all([
    queryRows<Omit<NewCustomerRow, 'total'>>(
      db,
      sql`select ${PROJECT_COLUMNS}, p.step, p.converted_at as "convertedAt",
          s.id as "salesmanId", ${personName('s')} as "salesmanName"
        from projects p join customers c on c.id = p.customer_id
        left join users s on s.id = p.salesman_id
        where ${recent} and not c.is_archived
        order by p.converted_at desc, p.id desc
        limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from projects p where ${recent}`),
  ]);
  const total = counted[0]?.n ?? 0;
  return rows.map((row): NewCustomerRow => ({ ...row, total }));
}

export type MessageRow = ProjectRow & {
  id: number;
  isProspect: boolean;
  fromCustomer: boolean;
  authorId: number | null;
  authorName: string | null;
  subject: string;
  body: string;
  isRead: boolean;
  isFollowed: boolean;
  createdAt: Date | string;
};

/**
 * The messages are those of the projects' conversations (comments of type `project`, module messaging):
 * received — the customer's, unread by whoever must answer; sent — the staff's within MESSAGE_SENT_DAYS
 * days; followed — the newest message of each followed conversation.
 */
export const MESSAGE_FILTERS = {
  messageReceived: sql`m.from_customer and m.read_at is null`,
  messageSend: sql`not m.from_customer and m.created_at > now() - make_interval(days => ${MESSAGE_SENT_DAYS})`,
  messageFollowing: sql`v.is_followed and m.id = (select n.id from comments n
    where n.type = 'project' and n.linked_id = m.linked_id order by n.created_at desc, n.id desc limit 1)`,
} as const;

/**
 * Whose messages: a customer's message waits for the one who must answer it (messaging ANSWERER: the
 * conversation's recipient while he opens the project, else its salesperson); the other lists show the
 * projects one follows or answers for.
 */
function messagesOf(owner: Owner, filter: keyof typeof MESSAGE_FILTERS) {
  if (owner === null) return sql`true`;
  if (filter === 'messageReceived') return ownedBy(owner, ANSWERER);
  return sql`(${ownedBy(owner)} or ${ownedBy(owner, ANSWERER)})`;
}

/** One page of one of the three message lists; `total` by a window count. */
export async function listMessages(db: Db, owner: Owner, filter: keyof typeof MESSAGE_FILTERS, page: Page) {
  return queryRows<MessageRow>(
    db,
    sql`select m.id, ${PROJECT_COLUMNS}, p.is_prospect as "isProspect", m.from_customer as "fromCustomer",
        m.author_id as "authorId", ${personName('a')} as "authorName",
        coalesce(nullif(m.subject, ''), v.title, 'Liste des messages') as subject, m.text as body,
        m.read_at is not null as "isRead", coalesce(v.is_followed, false) as "isFollowed",
        m.created_at as "createdAt", count(*) over ()::int as total
      from comments m
      join projects p on p.id = m.linked_id
      join customers c on c.id = p.customer_id
      left join conversations v on v.project_id = p.id
      left join users a on a.id = m.author_id
      where m.type = 'project' and ${MESSAGE_FILTERS[filter]} and ${messagesOf(owner, filter)}
      order by m.created_at desc, m.id desc
      limit ${page.limit} offset ${page.offset}`,
  );
}

/** A customer's message with who must answer it (for the ownership check), locked for the toggle. */
export async function lockMessage(tx: Tx, id: number) {
  const [row] = await queryRows<{
    id: number;
    isRead: boolean;
    salesmanId: number | null;
    answererId: number | null;
    projectId: number;
  }>(
    tx,
    sql`select m.id, m.read_at is not null as "isRead", p.salesman_id as "salesmanId",
        ${ANSWERER} as "answererId", p.id as "projectId"
      from comments m join projects p on p.id = m.linked_id
      left join conversations v on v.project_id = p.id
      where m.id = ${id} and m.type = 'project' and m.from_customer for update of m`,
  );
  return row;
}

export async function setMessageRead(tx: Tx, id: number, isRead: boolean) {
  await tx.execute(sql`update comments set read_at = ${isRead ? sql`now()` : sql`null`} where id = ${id}`);
}

export type DevelopementRow = ProjectRow & {
  designStatus: 'requested' | 'inProgress';
  designRequestedAt: Date | string | null;
  technicianId: number | null;
  technicianName: string | null;
  salesmanId: number | null;
  salesmanName: string | null;
};

/**
 * Projects at the design office, oldest request first. Besides the salesperson's own projects, a
 * non-admin sees the projects where he is the design technician.
 */
export async function listDevelopement(db: Db, owner: Owner, page: Page) {
  const visible =
    owner === null ? sql`true` : sql`(${ownedBy(owner)} or ${ownedBy(owner, sql`d.technician_id`)})`;
  return queryRows<DevelopementRow>(
    db,
    sql`select ${PROJECT_COLUMNS}, d.status as "designStatus", d.requested_at as "designRequestedAt",
        t.id as "technicianId", ${personName('t')} as "technicianName",
        s.id as "salesmanId", ${personName('s')} as "salesmanName", count(*) over ()::int as total
      from project_design_requests d join projects p on p.id = d.project_id
      join customers c on c.id = p.customer_id
      left join users t on t.id = d.technician_id
      left join users s on s.id = p.salesman_id
      where d.status in ('requested', 'inProgress') and not p.is_archived and ${visible}
      order by d.requested_at asc nulls last, p.id
      limit ${page.limit} offset ${page.offset}`,
  );
}

/** The months of the chart and, for each, the prospects created and the customers signed (Paris time). */
export async function monthlyCounts(db: Db, owner: Owner) {
  // monthly_counts, kept by statement triggers on projects (migration 0045): a few rows per month instead
  // of grouping the year's projects (328 ms at 400 000 projects).
  return queryRows<{ month: string; prospects: number; customers: number }>(
    db,
    sql`with bounds as (
        select date_trunc('month', now() at time zone 'Europe/Paris') - make_interval(months => ${MONTHLY_MONTHS - 1}) as first_month
      ), months as (
        select generate_series(first_month, first_month + make_interval(months => ${MONTHLY_MONTHS - 1}), interval '1 month') as m
        from bounds
      ), counted as (
        select mc.month, sum(mc.n) filter (where mc.kind = 'created') as created,
          sum(mc.n) filter (where mc.kind = 'signed') as signed
        from monthly_counts mc, bounds b
        where mc.month >= b.first_month::date and ${ownedBy(owner, sql`mc.salesman_key`)}
        group by 1
      )
      select to_char(months.m, 'YYYY-MM') as month, coalesce(counted.created, 0)::int as prospects,
        coalesce(counted.signed, 0)::int as customers
      from months left join counted on counted.month = months.m::date
      order by months.m`,
  );
}
