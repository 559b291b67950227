import type { TFinancingList } from '@batir/shared/financing';
import { can } from '@batir/shared/policy';
import { and, asc, desc, eq, isNotNull, isNull, like, lte, not, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { AddAliasToSelection } from 'drizzle-orm/query-builders/select.types';
import type { Database, Db, Tx } from '../../db/client';
import {
  customers,
  files,
  financingLoans,
  projectFinancings,
  projectHistory,
  projects,
  users,
} from '../../db/schema';
import { joinedUserName } from '../../lib/user-names-sql';
import { type Caller, readSummaryCounts, salesmanKeyIn, visibleSalesmen } from '../projects';

/**
 * The list of a financing: the SQL rule financing_list_of (db/sql/financing_list_of.sql, also the summary
 * counters'), whose TypeScript twin for one row is `financingListOf` (packages/shared/src/financing.ts).
 */
const LIST_OF = sql<TFinancingList>`financing_list_of(${projectFinancings.requestedAt}, ${projectFinancings.cancelledAt},
  ${projectFinancings.loanOffersReceivedOn}, ${projectFinancings.sentAt})`;

/** Live customer projects (not prospects, not archived, household not archived) the caller may see. */
const liveVisible = (caller: Caller) =>
  and(
    not(projects.isProspect),
    not(projects.isArchived),
    not(customers.isArchived),
    salesmanKeyIn(sql`${projects.salesmanId}`, visibleSalesmen(caller)),
  );

/** A timestamp as the answer's ISO text (UTC, milliseconds); null when the column is. */
const iso = <C extends AnyPgColumn>(column: C) =>
  sql<
    C['_']['notNull'] extends true ? string : string | null
  >`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The fields of a financing's list row, on project_financings, projects and customers, with its list and
 * the list's total.
 */
const listRowFields = (list: SQL<TFinancingList>, total: SQL<number>) => ({
  list: list.as('list'),
  total: total.as('total'),
  project_id: projectFinancings.projectId,
  project_name: projects.name,
  name1: customers.name1,
  surname1: customers.surname1,
  name2: customers.name2,
  surname2: customers.surname2,
  salesman_id: projects.salesmanId,
  bank_name: projectFinancings.bankName,
  total_need_cents: projectFinancings.totalNeedCents,
  requested_at: projectFinancings.requestedAt,
  sent_at: projectFinancings.sentAt,
  loan_offers_received_on: projectFinancings.loanOffersReceivedOn,
  unlocked_at: projectFinancings.unlockedAt,
});

/** The financings of the dashboard (requested, not cancelled) of live projects the caller sees. */
const listedWhere = (caller: Caller, ...more: (SQL | undefined)[]) =>
  and(
    isNotNull(projectFinancings.requestedAt),
    isNull(projectFinancings.cancelledAt),
    ...more,
    liveVisible(caller),
  );

/** A user's name of a `users` left join, null when it found none. */
const userName = joinedUserName(users);

/** The rows `r` a page is read from: the lists' pages, or the ranked rows. */
type ListSource = AddAliasToSelection<ReturnType<typeof listRowFields>, 'r', 'pg'>;

/** The answer's fields of the rows `r`, with the salesperson's name (`users` joined) and the loans' sum. */
const pageFields = (db: Db, r: ListSource) => ({
  list: r.list,
  total: r.total,
  projectId: r.project_id,
  projectName: r.project_name,
  name1: r.name1,
  surname1: r.surname1,
  name2: r.name2,
  surname2: r.surname2,
  salesmanId: r.salesman_id,
  salesmanName: userName,
  bankName: r.bank_name,
  totalNeedCents: r.total_need_cents,
  // A bigint: the driver's text on node-postgres.
  loansCents: sql<string | number>`coalesce(${db
    .select({ sum: sql`sum(${financingLoans.amountCents})` })
    .from(financingLoans)
    .where(eq(financingLoans.projectId, r.project_id))}, 0)::bigint`,
  requestedAt: iso(r.requested_at),
  sentAt: iso(r.sent_at),
  loanOffersReceivedOn: sql<string | null>`to_char(${r.loan_offers_received_on}, 'YYYY-MM-DD')`,
  unlockedAt: iso(r.unlocked_at),
});

/**
 * Each list's milestone (its order, newest first; ties by project, as in its page index) and the condition
 * that puts a financing in it (LIST_OF). Within a list the milestone is the only one of
 * coalesce(loan_offers_received_on, sent_at, requested_at) that is set.
 */
const LISTS = [
  {
    list: 'asked',
    when: and(isNull(projectFinancings.loanOffersReceivedOn), isNull(projectFinancings.sentAt)),
    milestone: projectFinancings.requestedAt,
  },
  {
    list: 'waiting',
    when: and(isNull(projectFinancings.loanOffersReceivedOn), isNotNull(projectFinancings.sentAt)),
    milestone: projectFinancings.sentAt,
  },
  {
    list: 'done',
    when: isNotNull(projectFinancings.loanOffersReceivedOn),
    milestone: projectFinancings.loanOffersReceivedOn,
  },
] as const;

const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/**
 * The three dashboard lists: each list's newest `limit` rows (by its own milestone) and its exact total.
 * For those who see every project and no search, each list walks its page index
 * (project_financings_<list>_page_idx, migration 0037) and stops at the page, and the totals are the
 * summary counters (summary_counts, same live projects): 1 250 ms → 10 ms of SQL at 188 000 requested
 * financings, where ranking all of them with window functions sorted every one on each call.
 */
export async function listFinancings(
  db: Database,
  options: { caller: Caller; limit: number; search?: string | undefined },
) {
  const { caller, limit, search } = options;
  if (search || !can(caller, 'project.readAll')) return rankedFinancings(db, { caller, limit, search });
  const totals = await readSummaryCounts(db, caller, 'financing', ['asked', 'waiting', 'done'] as const);
  // Each list's page, walking its page index.
  const page = ({ list, when, milestone }: (typeof LISTS)[number]) =>
    db
      .select(listRowFields(sql<TFinancingList>`${list}::text`, sql<number>`${totals[list]}::int`))
      .from(projectFinancings)
      .innerJoin(projects, eq(projects.id, projectFinancings.projectId))
      .innerJoin(customers, eq(customers.id, projects.customerId))
      .where(listedWhere(caller, when))
      .orderBy(newestFirst(milestone), newestFirst(projectFinancings.projectId))
      .limit(limit);
  const r = unionAll(page(LISTS[0]), page(LISTS[1]), page(LISTS[2])).as('r');
  const rows = await db
    .select(pageFields(db, r))
    .from(r)
    .leftJoin(users, eq(users.id, r.salesman_id))
    .orderBy(
      r.list,
      desc(sql`coalesce(${r.loan_offers_received_on}::timestamptz, ${r.sent_at}, ${r.requested_at})`),
      desc(r.project_id),
    );
  return { rows, totals };
}

export type FinancingLists = Awaited<ReturnType<typeof listFinancings>>;
export type ListRow = FinancingLists['rows'][number];

/**
 * The lists ranked in one query: every matching row ranked in its list, with a window count for the
 * totals. For a search, and for a salesperson: their ~4 500 projects joined first cost less than walking
 * a list's page index and skipping the other salespeople's rows (63 ms for the done list alone).
 */
async function rankedFinancings(
  db: Db,
  options: { caller: Caller; limit: number; search?: string | undefined },
) {
  const { caller, limit, search } = options;
  const pattern = search ? `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const matches = pattern
    ? sql`(${projects.name} ilike ${pattern} or ${customers.name1} ilike ${pattern}
        or ${customers.name2} ilike ${pattern} or ${customers.surname1} ilike ${pattern}
        or ${customers.surname2} ilike ${pattern} or ${projectFinancings.bankName} ilike ${pattern})`
    : undefined;
  // The window's partitions are the list of the select (the same expression, computed once).
  const r = db.$with('r').as(
    db
      .select({
        ...listRowFields(LIST_OF, sql<number>`count(*) over (partition by ${LIST_OF})::int`),
        rank: sql<number>`row_number() over (partition by ${LIST_OF} order by
        coalesce(${projectFinancings.loanOffersReceivedOn}::timestamptz, ${projectFinancings.sentAt},
          ${projectFinancings.requestedAt}) desc, ${projectFinancings.projectId} desc)`.as('rank'),
      })
      .from(projectFinancings)
      .innerJoin(projects, eq(projects.id, projectFinancings.projectId))
      .innerJoin(customers, eq(customers.id, projects.customerId))
      .where(listedWhere(caller, matches)),
  );
  const rows = await db
    .with(r)
    .select(pageFields(db, r))
    .from(r)
    .leftJoin(users, eq(users.id, r.salesman_id))
    .where(lte(r.rank, limit))
    .orderBy(r.list, r.rank);
  const totals = { asked: 0, waiting: 0, done: 0 };
  for (const row of rows) totals[row.list] = row.total;
  return { rows, totals };
}

/**
 * Counters of the summary (spec 2 §3.1 financing: total, done, asked, waiting), same rule as the lists:
 * read from summary_counts, kept by triggers on project_financings (financing_list_of).
 */
export async function countFinancingLists(
  db: Database,
  caller: Caller,
): Promise<{ total: number; done: number; asked: number; waiting: number }> {
  const counts = await readSummaryCounts(db, caller, 'financing', ['done', 'asked', 'waiting'] as const);
  return { total: counts.done + counts.asked + counts.waiting, ...counts };
}

export async function projectHead(db: Db, projectId: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      /** The household's personal contribution, whole euros (customers.personal_contribution). */
      personalContribution: customers.personalContribution,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
      salesmanId: projects.salesmanId,
      salesmanName: userName,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(users, eq(users.id, projects.salesmanId))
    .where(eq(projects.id, projectId));
  return row;
}

export type ProjectHead = NonNullable<Awaited<ReturnType<typeof projectHead>>>;

export type FinancingRow = typeof projectFinancings.$inferSelect;
export type LoanRow = typeof financingLoans.$inferSelect;

export async function findFinancing(db: Db, projectId: number): Promise<FinancingRow | undefined> {
  const [row] = await db.select().from(projectFinancings).where(eq(projectFinancings.projectId, projectId));
  return row;
}

/** The financing row of the project, created empty on first write, locked until the transaction ends. */
export async function lockFinancing(tx: Tx, projectId: number): Promise<FinancingRow> {
  await tx.insert(projectFinancings).values({ projectId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(projectFinancings)
    .where(eq(projectFinancings.projectId, projectId))
    .for('update');
  if (!row) throw new Error(`financing ${projectId} vanished`);
  return row;
}

/**
 * The household of the project and its personal contribution (whole euros), locked until the transaction
 * ends: the prospect sheet changes the same value (contacts.repository setPersonalContribution).
 */
export async function lockHouseholdContribution(tx: Tx, projectId: number) {
  const [row] = await tx
    .select({ customerId: customers.id, personalContribution: customers.personalContribution })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(projects.id, projectId))
    .for('update', { of: customers });
  if (!row) throw new Error(`project ${projectId} vanished`);
  return row;
}

export async function setHouseholdContribution(tx: Tx, customerId: number, euros: number | null) {
  await tx
    .update(customers)
    .set({ personalContribution: euros, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

export async function updateFinancing(
  tx: Tx,
  projectId: number,
  values: Partial<Omit<FinancingRow, 'projectId' | 'updatedAt'>>,
): Promise<FinancingRow> {
  const [row] = await tx
    .update(projectFinancings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projectFinancings.projectId, projectId))
    .returning();
  if (!row) throw new Error(`financing ${projectId} vanished`);
  return row;
}

export async function listLoans(db: Db, projectId: number): Promise<LoanRow[]> {
  return db
    .select()
    .from(financingLoans)
    .where(eq(financingLoans.projectId, projectId))
    .orderBy(asc(financingLoans.createdAt), asc(financingLoans.id));
}

export async function findLoan(db: Db, projectId: number, loanId: number): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(financingLoans)
    .where(and(eq(financingLoans.projectId, projectId), eq(financingLoans.id, loanId)));
  return row;
}

export type LoanValues = {
  kind: string;
  bank: string;
  amountCents: number;
  ratePercent: string | null;
  durationMonths: number | null;
};

export async function insertLoan(tx: Tx, projectId: number, values: LoanValues): Promise<LoanRow> {
  const [row] = await tx
    .insert(financingLoans)
    .values({ projectId, ...values })
    .returning();
  if (!row) throw new Error('loan not inserted');
  return row;
}

export async function updateLoan(tx: Tx, loanId: number, values: LoanValues): Promise<LoanRow | undefined> {
  const [row] = await tx.update(financingLoans).set(values).where(eq(financingLoans.id, loanId)).returning();
  return row;
}

export async function deleteLoan(tx: Tx, loanId: number): Promise<void> {
  await tx.delete(financingLoans).where(eq(financingLoans.id, loanId));
}

/** Live loan-offer attestations of the project (files of category financing, ids.kind = loanOffer). */
export async function countLoanOfferFiles(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .where(
      and(
        eq(files.type, 'project'),
        eq(files.linkedId, projectId),
        eq(files.category, 'financing'),
        eq(sql`${files.ids}->>'kind'`, 'loanOffer'),
        isNull(files.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

/** The financing lines of the project's timeline (kind financing.*), newest first, 200 at most. */
export async function financingHistory(db: Db, projectId: number) {
  return db
    .select({
      id: projectHistory.id,
      kind: projectHistory.kind,
      label: projectHistory.label,
      fromValue: projectHistory.fromValue,
      toValue: projectHistory.toValue,
      userId: projectHistory.userId,
      userName,
      createdAt: iso(projectHistory.createdAt),
    })
    .from(projectHistory)
    .leftJoin(users, eq(users.id, projectHistory.userId))
    .where(and(eq(projectHistory.projectId, projectId), like(projectHistory.kind, 'financing.%')))
    .orderBy(desc(projectHistory.createdAt), desc(projectHistory.id))
    .limit(200);
}

export type HistoryRow = Awaited<ReturnType<typeof financingHistory>>[number];
