import { MESSAGE_SENT_DAYS, MONTHLY_MONTHS, NEW_CUSTOMER_DAYS } from '@batir/shared/summary';
import { and, desc, eq, gte, not, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  comments,
  conversations,
  customers,
  monthlyCounts as monthlyCountsTable,
  projectDesignRequests,
  projects,
  users,
} from '../../db/schema';
import { joinedUserName } from '../../lib/user-names-sql';
import { ANSWERER } from '../messaging';
import { salesmanKeyIn } from '../projects';

/**
 * Whose projects a list shows: `null` for administrators (all), else the salespeople whose projects the
 * caller follows (prospects.service prospectSalesmen: his own id, a grid operator's team too).
 */
export type Owner = number[] | null;
export type Page = { limit: number; offset: number };

/**
 * The project and its conversation under the aliases `p` and `v`: the conditions handed over name them so
 * (messaging ANSWERER, project-access visibleProjects and userOpensProjectSql).
 */
const p = alias(projects, 'p');
const v = alias(conversations, 'v');
/** A message (a comment of type `project`). */
const m = alias(comments, 'm');

const ownedBy = (owner: Owner, column: SQLWrapper = p.salesmanId) => salesmanKeyIn(sql`${column}`, owner);

/** The project and household columns every list carries, from `projects p join customers`. */
const PROJECT_COLUMNS = {
  projectId: p.id,
  customerId: customers.id,
  projectName: p.name,
  name1: customers.name1,
  surname1: customers.surname1,
  name2: customers.name2,
  surname2: customers.surname2,
};

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
  convertedAt: Date;
};

/**
 * Customer projects converted within NEW_CUSTOMER_DAYS days among those the caller sees (`visible`:
 * project-access visibleProjects, the project list's rule, on `projects p`), newest first, each row with the
 * `total`. The page walks projects_customer_converted_idx backwards; the total counts that index alone (a
 * household archived archives its projects, so not p.is_archived covers it): a window count joined every
 * project of the month to its household (47 ms at 8 000 of them).
 */
export async function listNewCustomers(db: Db, visible: SQL, page: Page): Promise<NewCustomerRow[]> {
  const s = alias(users, 's');
  const recent = and(
    not(p.isProspect),
    not(p.isArchived),
    sql`${p.convertedAt} > now() - make_interval(days => ${NEW_CUSTOMER_DAYS})`,
    visible,
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        ...PROJECT_COLUMNS,
        step: p.step,
        // Not null: `recent` compares it.
        convertedAt: sql<Date>`${p.convertedAt}`.mapWith(p.convertedAt),
        salesmanId: s.id,
        salesmanName: joinedUserName(s),
      })
      .from(p)
      .innerJoin(customers, eq(customers.id, p.customerId))
      .leftJoin(s, eq(s.id, p.salesmanId))
      .where(and(recent, not(customers.isArchived)))
      .orderBy(desc(p.convertedAt), desc(p.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(p).where(recent),
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
  createdAt: Date;
};

/** Standalone builder for the subqueries of the constant conditions below (no database at hand). */
const qb = new QueryBuilder();
/** A project's newer message, against `m`. */
const n = alias(comments, 'n');

/**
 * The messages are those of the projects' conversations (comments of type `project`, module messaging):
 * received — the customer's, unread by whoever must answer; sent — the staff's within MESSAGE_SENT_DAYS
 * days; followed — the newest message of each followed conversation. The literal `'project'` (not a
 * parameter) keeps the partial indexes of comments provable under any plan.
 */
export const MESSAGE_FILTERS = {
  messageReceived: sql`${m.fromCustomer} and ${m.readAt} is null`,
  messageSend: sql`not ${m.fromCustomer} and ${m.createdAt} > now() - make_interval(days => ${MESSAGE_SENT_DAYS})`,
  messageFollowing: sql`${v.isFollowed} and ${m.id} = (${qb
    .select({ id: n.id })
    .from(n)
    .where(and(sql`${n.type} = 'project'`, eq(n.linkedId, m.linkedId)))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(1)})`,
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
export async function listMessages(
  db: Db,
  owner: Owner,
  filter: keyof typeof MESSAGE_FILTERS,
  page: Page,
): Promise<MessageRow[]> {
  const a = alias(users, 'a');
  return db
    .select({
      id: m.id,
      ...PROJECT_COLUMNS,
      isProspect: p.isProspect,
      fromCustomer: m.fromCustomer,
      authorId: m.authorId,
      authorName: joinedUserName(a),
      subject: sql<string>`coalesce(nullif(${m.subject}, ''), ${v.title}, 'Liste des messages')`,
      body: m.text,
      isRead: sql<boolean>`${m.readAt} is not null`,
      isFollowed: sql<boolean>`coalesce(${v.isFollowed}, false)`,
      createdAt: m.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(m)
    .innerJoin(p, eq(p.id, m.linkedId))
    .innerJoin(customers, eq(customers.id, p.customerId))
    .leftJoin(v, eq(v.projectId, p.id))
    .leftJoin(a, eq(a.id, m.authorId))
    .where(and(sql`${m.type} = 'project'`, MESSAGE_FILTERS[filter], messagesOf(owner, filter)))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** A customer's message with who must answer it (for the ownership check), locked for the toggle. */
export async function lockMessage(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: m.id,
      isRead: sql<boolean>`${m.readAt} is not null`,
      salesmanId: p.salesmanId,
      answererId: sql<number | null>`${ANSWERER}`,
      projectId: p.id,
    })
    .from(m)
    .innerJoin(p, eq(p.id, m.linkedId))
    .leftJoin(v, eq(v.projectId, p.id))
    .where(and(eq(m.id, id), sql`${m.type} = 'project'`, sql`${m.fromCustomer}`))
    .for('update', { of: m });
  return row;
}

export async function setMessageRead(tx: Tx, id: number, isRead: boolean) {
  await tx
    .update(comments)
    .set({ readAt: isRead ? sql`now()` : null })
    .where(eq(comments.id, id));
}

export type DevelopementRow = ProjectRow & {
  designStatus: 'requested' | 'inProgress';
  designRequestedAt: Date | null;
  technicianId: number | null;
  technicianName: string | null;
  salesmanId: number | null;
  salesmanName: string | null;
};

/**
 * Projects at the design office, oldest request first. Besides the salesperson's own projects, a
 * non-admin sees the projects where he is the design technician.
 */
export async function listDevelopement(db: Db, owner: Owner, page: Page): Promise<DevelopementRow[]> {
  const d = projectDesignRequests;
  const t = alias(users, 't');
  const s = alias(users, 's');
  const visible = owner === null ? sql`true` : or(ownedBy(owner), ownedBy(owner, d.technicianId));
  return (
    db
      .select({
        ...PROJECT_COLUMNS,
        designStatus: sql<DevelopementRow['designStatus']>`${d.status}`,
        designRequestedAt: d.requestedAt,
        technicianId: t.id,
        technicianName: joinedUserName(t),
        salesmanId: s.id,
        salesmanName: joinedUserName(s),
        total: sql<number>`count(*) over ()::int`,
      })
      .from(d)
      .innerJoin(p, eq(p.id, d.projectId))
      .innerJoin(customers, eq(customers.id, p.customerId))
      .leftJoin(t, eq(t.id, d.technicianId))
      .leftJoin(s, eq(s.id, p.salesmanId))
      // The literal list: the predicate of project_design_requests_open_idx.
      .where(and(sql`${d.status} in ('requested', 'inProgress')`, not(p.isArchived), visible))
      .orderBy(sql`${d.requestedAt} asc nulls last`, p.id)
      .limit(page.limit)
      .offset(page.offset)
  );
}

/** The months of the chart and, for each, the prospects created and the customers signed (Paris time). */
export async function monthlyCounts(db: Db, owner: Owner) {
  // monthly_counts, kept by statement triggers on projects (migration 0045): a few rows per month instead
  // of grouping the year's projects (328 ms at 400 000 projects).
  const mc = monthlyCountsTable;
  const firstMonth = sql`(date_trunc('month', now() at time zone 'Europe/Paris') - make_interval(months => ${MONTHLY_MONTHS - 1}))`;
  const months = db
    .$with('months')
    .as(
      db
        .select({ m: sql<string>`m`.as('m') })
        .from(
          sql`generate_series(${firstMonth}, ${firstMonth} + make_interval(months => ${MONTHLY_MONTHS - 1}), interval '1 month') as m`,
        ),
    );
  const counted = db.$with('counted').as(
    db
      .select({
        month: mc.month,
        created: sql<number | null>`sum(${mc.n}) filter (where ${mc.kind} = 'created')`.as('created'),
        signed: sql<number | null>`sum(${mc.n}) filter (where ${mc.kind} = 'signed')`.as('signed'),
      })
      .from(mc)
      .where(and(gte(mc.month, sql`${firstMonth}::date`), ownedBy(owner, mc.salesmanKey)))
      .groupBy(mc.month),
  );
  return db
    .with(months, counted)
    .select({
      month: sql<string>`to_char(${months.m}, 'YYYY-MM')`,
      prospects: sql<number>`coalesce(${counted.created}, 0)::int`,
      customers: sql<number>`coalesce(${counted.signed}, 0)::int`,
    })
    .from(months)
    .leftJoin(counted, eq(counted.month, sql`${months.m}::date`))
    .orderBy(months.m);
}
