import type { TFinancingList } from '@batir/shared/financing';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client';
import { financingLoans, projectFinancings } from '../../db/schema';
import { type Caller, visibleProjects } from '../projects/project-access';
import { readSummaryCounts } from '../projects/summary-counts';

type Db = Database | Tx;

/**
 * The SQL twin of `financingListOf` (packages/shared/src/financing.ts), on `project_financings f`:
 * cancelled → none; loan offers received → done; sent → waiting; requested → asked.
 */
export const LIST_OF = sql`case
    when f.cancelled_at is not null then null
    when f.loan_offers_received_on is not null then 'done'
    when f.sent_at is not null then 'waiting'
    when f.requested_at is not null then 'asked'
  end`;

/** Live customer projects (not prospects, not archived, household not archived) the caller may see. */
const liveVisible = (caller: Caller) =>
  sql`not p.is_prospect and not p.is_archived and not c.is_archived and ${visibleProjects(caller)}`;

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export type ListRow = {
  list: TFinancingList;
  total: number;
  projectId: number;
  projectName: string;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  salesmanId: number | null;
  salesmanName: string | null;
  bankName: string;
  totalNeedCents: string | number | null;
  loansCents: string | number;
  requestedAt: string | null;
  sentAt: string | null;
  loanOffersReceivedOn: string | null;
  unlockedAt: string | null;
};

/**
 * The three dashboard lists in one query: each list's newest `limit` rows (by its own milestone) and its
 * exact total (a window count). Uses the partial index on requested financings.
 */
export async function listFinancings(
  db: Db,
  options: { caller: Caller; limit: number; search?: string | undefined },
): Promise<ListRow[]> {
  const { caller, limit, search } = options;
  const like = search ? `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  return queryRows<ListRow>(
    db,
    sql`with rows as (
        select ${LIST_OF} as list, f.project_id, p.name as project_name, c.name1, c.surname1, c.name2,
          c.surname2, p.salesman_id, f.bank_name, f.total_need_cents, f.requested_at, f.sent_at,
          f.loan_offers_received_on, f.unlocked_at
        from project_financings f
        join projects p on p.id = f.project_id
        join customers c on c.id = p.customer_id
        where f.requested_at is not null and f.cancelled_at is null and ${liveVisible(caller)}
        ${
          like
            ? sql`and (p.name ilike ${like} or c.name1 ilike ${like} or c.name2 ilike ${like}
                or c.surname1 ilike ${like} or c.surname2 ilike ${like} or f.bank_name ilike ${like})`
            : sql``
        }
      ), ranked as (
        select rows.*,
          row_number() over (partition by list order by
            coalesce(loan_offers_received_on::timestamptz, sent_at, requested_at) desc, project_id desc) as rank,
          count(*) over (partition by list)::int as total
        from rows
      )
      select r.list, r.total, r.project_id as "projectId", r.project_name as "projectName", r.name1,
        r.surname1, r.name2, r.surname2, r.salesman_id as "salesmanId",
        case when u.id is null then null else trim(u.surname || ' ' || u.name) end as "salesmanName",
        r.bank_name as "bankName", r.total_need_cents as "totalNeedCents",
        coalesce((select sum(l.amount_cents) from financing_loans l where l.project_id = r.project_id), 0)::bigint
          as "loansCents",
        ${iso('r.requested_at')} as "requestedAt", ${iso('r.sent_at')} as "sentAt",
        to_char(r.loan_offers_received_on, 'YYYY-MM-DD') as "loanOffersReceivedOn",
        ${iso('r.unlocked_at')} as "unlockedAt"
      from ranked r
      left join users u on u.id = r.salesman_id
      where r.rank <= ${limit}
      order by r.list, r.rank`,
  );
}

/**
 * Counters of the summary (spec 2 §3.1 financing: total, done, asked, waiting), same rule as the lists:
 * read from summary_counts, kept by triggers from projects.fin_list (the list of LIST_OF, migration 0031).
 */
export async function countFinancingLists(
  db: Db,
  caller: Caller,
): Promise<{ total: number; done: number; asked: number; waiting: number }> {
  const counts = await readSummaryCounts(db, caller, 'financing', ['done', 'asked', 'waiting'] as const);
  return { total: counts.done + counts.asked + counts.waiting, ...counts };
}

export type ProjectHead = {
  id: number;
  name: string;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  salesmanId: number | null;
  salesmanName: string | null;
};

export async function projectHead(db: Db, projectId: number): Promise<ProjectHead | undefined> {
  const [row] = await queryRows<ProjectHead>(
    db,
    sql`select p.id, p.name, c.name1, c.surname1, c.name2, c.surname2, p.salesman_id as "salesmanId",
        case when u.id is null then null else trim(u.surname || ' ' || u.name) end as "salesmanName"
      from projects p join customers c on c.id = p.customer_id left join users u on u.id = p.salesman_id
      where p.id = ${projectId}`,
  );
  return row;
}

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
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from files
      where type = 'project' and linked_id = ${projectId} and category = 'financing'
        and ids->>'kind' = 'loanOffer' and deleted_at is null`,
  );
  return row?.n ?? 0;
}

export type HistoryRow = {
  id: number | string;
  kind: string;
  label: string;
  fromValue: string | null;
  toValue: string | null;
  userId: number | null;
  userName: string | null;
  createdAt: string;
};

/** The financing lines of the project's timeline (kind financing.*), newest first, 200 at most. */
export async function financingHistory(db: Db, projectId: number): Promise<HistoryRow[]> {
  return queryRows<HistoryRow>(
    db,
    sql`select h.id, h.kind, h.label, h.from_value as "fromValue", h.to_value as "toValue",
        h.user_id as "userId",
        case when u.id is null then null else trim(u.surname || ' ' || u.name) end as "userName",
        ${iso('h.created_at')} as "createdAt"
      from project_history h left join users u on u.id = h.user_id
      where h.project_id = ${projectId} and h.kind like 'financing.%'
      order by h.created_at desc, h.id desc
      limit 200`,
  );
}
