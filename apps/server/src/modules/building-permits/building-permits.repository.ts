import {
  BP_DASHBOARD_LISTS,
  BP_MODIFICATION_LIST_STATUS,
  type TBpDashboardList,
  type TBpModificationStatus,
  type TBpPermitState,
} from '@batir/shared/building-permits';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { isoOrNull } from '../../lib/display';
import { type Caller, readSummaryCounts, visibleProjects } from '../projects';

/** How many rows each dashboard list returns at most (its total is counted in full). */
export const DASHBOARD_LIST_LIMIT = 300;

export type PermitRow = {
  project_id: number;
  permit_type: string;
  needed: boolean;
  printed_at: Date | string | null;
  downloaded_at: Date | string | null;
  deposited_on: string | null;
  number: string;
  receipt_confirmed_at: Date | string | null;
  agreement_date: string | null;
  issue_date: string | null;
  refused_on: string | null;
  refusal_reason: string;
  global_refusal_closed_at: Date | string | null;
  raised_to_salesman_at: Date | string | null;
  plan_redraw_requested_at: Date | string | null;
  billed_at: Date | string | null;
};

const PERMIT_COLUMNS = sql`bp.project_id, bp.permit_type, bp.needed, bp.printed_at, bp.downloaded_at,
  bp.deposited_on::text as deposited_on, bp.number, bp.receipt_confirmed_at,
  bp.agreement_date::text as agreement_date, bp.issue_date::text as issue_date,
  bp.refused_on::text as refused_on, bp.refusal_reason, bp.global_refusal_closed_at,
  bp.raised_to_salesman_at, bp.plan_redraw_requested_at, bp.billed_at`;

/** The permit row of a project (null: nothing entered yet); `lock` holds it until the transaction ends. */
export async function findPermit(db: Db, projectId: number, lock = false): Promise<PermitRow | null> {
  const [row] = await queryRows<PermitRow>(
    db,
    sql`select ${PERMIT_COLUMNS} from building_permits bp where bp.project_id = ${projectId}
        ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/** The permit row, created with its defaults when missing, locked for the transaction. */
export async function ensurePermit(tx: Tx, projectId: number): Promise<PermitRow> {
  await tx.execute(
    sql`insert into building_permits (project_id) values (${projectId}) on conflict (project_id) do nothing`,
  );
  const row = await findPermit(tx, projectId, true);
  if (!row) throw new Error('building permit row not created');
  return row;
}

/** Column → value updates of building_permits (snake-case column names, checked by the caller). */
export async function updatePermit(tx: Tx, projectId: number, changes: Record<string, unknown>) {
  const sets = Object.entries(changes).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  if (!sets.length) return;
  await tx.execute(
    sql`update building_permits set ${sql.join(sets, sql`, `)}, updated_at = now() where project_id = ${projectId}`,
  );
}

export function permitState(row: PermitRow | null): TBpPermitState | null {
  if (!row) return null;
  return {
    printedAt: isoOrNull(row.printed_at),
    downloadedAt: isoOrNull(row.downloaded_at),
    depositedOn: row.deposited_on,
    issueDate: row.issue_date,
    refusedOn: row.refused_on,
    globalRefusalClosedAt: isoOrNull(row.global_refusal_closed_at),
  };
}

/**
 * Writes the project's permit state (its project_permits row) where it changed, and moves the project's
 * « modifié le » with it, in one statement.
 */
function setPermitState(projectId: number, set: SQL, changed: SQL) {
  return sql`with changed as (
      update project_permits set ${set} where project_id = ${projectId} and ${changed} returning project_id)
    update projects set updated_at = now() where id in (select project_id from changed)`;
}

/** The project list's permit tile (permit-change.ts, with each permit change). */
export async function setProjectTile(tx: Tx, projectId: number, tile: string) {
  await tx.execute(setPermitState(projectId, sql`bp_tile = ${tile}`, sql`bp_tile <> ${tile}`));
}

/** The permit types shown to the customer (`toggleBpShow`). */
export async function setBpShow(tx: Tx, projectId: number, bpShow: string[]) {
  const shown = JSON.stringify(bpShow);
  await tx.execute(
    setPermitState(projectId, sql`bp_show = ${shown}::jsonb`, sql`bp_show <> ${shown}::jsonb`),
  );
}

export type ProjectHeadRow = {
  project_name: string;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  customer_email: string | null;
  salesman_id: number | null;
  salesman: string | null;
  salesman_email: string | null;
  bp_show: string[];
};

export async function projectHead(db: Db, projectId: number): Promise<ProjectHeadRow | null> {
  const [row] = await queryRows<ProjectHeadRow>(
    db,
    sql`select p.name as project_name, c.name1, c.surname1, c.name2, c.surname2, c.email as customer_email,
          p.salesman_id, nullif(trim(concat_ws(' ', s.surname, s.name)), '') as salesman,
          s.email as salesman_email, pm.bp_show
        from projects p join project_permits pm on pm.project_id = p.id join customers c on c.id = p.customer_id
        left join users s on s.id = p.salesman_id
        where p.id = ${projectId}`,
  );
  return row ?? null;
}

export type ModificationRow = {
  id: number;
  project_id: number;
  status: TBpModificationStatus;
  description: string;
  addendum_amount_cents: number | string | null;
  comment: string;
  created_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

export async function listModifications(db: Db, projectId: number): Promise<ModificationRow[]> {
  return queryRows<ModificationRow>(
    db,
    sql`select m.id, m.project_id, m.status, m.description, m.addendum_amount_cents, m.comment,
          nullif(trim(concat_ws(' ', u.surname, u.name)), '') as created_by, m.created_at, m.updated_at
        from bp_modifications m left join users u on u.id = m.created_by
        where m.project_id = ${projectId} order by m.created_at desc, m.id desc`,
  );
}

export async function findModification(
  tx: Tx,
  projectId: number,
  id: number,
): Promise<ModificationRow | null> {
  const [row] = await queryRows<ModificationRow>(
    tx,
    sql`select m.id, m.project_id, m.status, m.description, m.addendum_amount_cents, m.comment,
          null as created_by, m.created_at, m.updated_at
        from bp_modifications m where m.id = ${id} and m.project_id = ${projectId} for update`,
  );
  return row ?? null;
}

export async function insertModification(
  tx: Tx,
  row: {
    projectId: number;
    status: TBpModificationStatus;
    description: string;
    amountCents: number | null;
    userId: number;
  },
): Promise<number> {
  const [inserted] = await queryRows<{ id: number }>(
    tx,
    sql`insert into bp_modifications (project_id, status, description, addendum_amount_cents, created_by)
        values (${row.projectId}, ${row.status}, ${row.description}, ${row.amountCents}, ${row.userId})
        returning id`,
  );
  if (!inserted) throw new Error('bp modification not inserted');
  return inserted.id;
}

export async function updateModification(
  tx: Tx,
  id: number,
  changes: { status?: TBpModificationStatus; description?: string; amountCents?: number; comment?: string },
) {
  const sets: SQL[] = [];
  if (changes.status !== undefined) sets.push(sql`status = ${changes.status}`);
  if (changes.description !== undefined) sets.push(sql`description = ${changes.description}`);
  if (changes.amountCents !== undefined) sets.push(sql`addendum_amount_cents = ${changes.amountCents}`);
  if (changes.comment !== undefined) sets.push(sql`comment = ${changes.comment}`);
  if (!sets.length) return;
  await tx.execute(
    sql`update bp_modifications set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${id}`,
  );
}

export type AdditionalDocumentRow = {
  id: number;
  description: string;
  due_on: string | null;
  received_at: Date | string | null;
  cancelled_at: Date | string | null;
  created_by: string | null;
  created_at: Date | string;
};

export async function listAdditionalDocuments(db: Db, projectId: number): Promise<AdditionalDocumentRow[]> {
  return queryRows<AdditionalDocumentRow>(
    db,
    sql`select d.id, d.description, d.due_on::text as due_on, d.received_at, d.cancelled_at,
          nullif(trim(concat_ws(' ', u.surname, u.name)), '') as created_by, d.created_at
        from bp_additional_documents d left join users u on u.id = d.created_by
        where d.project_id = ${projectId} order by d.created_at desc, d.id desc`,
  );
}

export async function findAdditionalDocument(
  tx: Tx,
  projectId: number,
  id: number,
): Promise<AdditionalDocumentRow | null> {
  const [row] = await queryRows<AdditionalDocumentRow>(
    tx,
    sql`select d.id, d.description, d.due_on::text as due_on, d.received_at, d.cancelled_at,
          null as created_by, d.created_at
        from bp_additional_documents d where d.id = ${id} and d.project_id = ${projectId} for update`,
  );
  return row ?? null;
}

export async function insertAdditionalDocument(
  tx: Tx,
  row: { projectId: number; description: string; dueOn: string | null; userId: number },
): Promise<number> {
  const [inserted] = await queryRows<{ id: number }>(
    tx,
    sql`insert into bp_additional_documents (project_id, description, due_on, created_by)
        values (${row.projectId}, ${row.description}, ${row.dueOn}, ${row.userId}) returning id`,
  );
  if (!inserted) throw new Error('additional document not inserted');
  return inserted.id;
}

export async function closeAdditionalDocument(tx: Tx, id: number, how: 'received' | 'cancelled') {
  await tx.execute(
    how === 'received'
      ? sql`update bp_additional_documents set received_at = now() where id = ${id}`
      : sql`update bp_additional_documents set cancelled_at = now() where id = ${id}`,
  );
}

export type HistoryRow = {
  id: number;
  kind: string;
  label: string;
  from_value: string | null;
  to_value: string | null;
  user: string | null;
  created_at: Date | string;
};

/** The permit's past events (kinds `buildingPermit.*`), newest first. */
export async function permitHistory(db: Db, projectId: number, limit = 200): Promise<HistoryRow[]> {
  return queryRows<HistoryRow>(
    db,
    sql`select h.id, h.kind, h.label, h.from_value, h.to_value, h.created_at,
          nullif(trim(concat_ws(' ', u.surname, u.name)), '') as "user"
        from project_history h left join users u on u.id = h.user_id
        where h.project_id = ${projectId} and h.kind like 'buildingPermit.%'
        order by h.created_at desc, h.id desc limit ${limit}`,
  );
}

/** Permit files of the project whose ids are given (category buildingPermit, not deleted). */
export async function permitFiles(
  db: Db,
  projectId: number,
  ids: number[],
): Promise<{ id: number; original_name: string; state: number }[]> {
  if (!ids.length) return [];
  return queryRows(
    db,
    sql`select f.id, f.original_name, f.state from files f
        where f.type = 'project' and f.linked_id = ${projectId} and f.category = 'buildingPermit'
          and f.deleted_at is null and f.id in (${sql.join(
            ids.map((fileId) => sql`${fileId}`),
            sql`, `,
          )})`,
  );
}

export async function setFileState(tx: Tx, id: number, state: number) {
  await tx.execute(sql`update files set state = ${state} where id = ${id}`);
}

// ---------------------------------------------------------------------------------------------------
// The dashboard (GET /api/buildingPermit)

/**
 * The rule of each dashboard list, as a condition on `bp` (building_permits) — documented in one place
 * and unit-tested through the routes:
 * - planRedraw: the plans must be redrawn before (re)depositing: a refusal not yet converted nor closed,
 *   or a plan redraw requested (quotation area) on a file not deposited;
 * - inProgress: the file is being prepared (printed or downloaded), not deposited, no redraw pending;
 * - waiting: deposited, under instruction (neither granted nor refused);
 * - toBilled: granted (issue date) and the permit service not billed yet.
 * A globally refused (closed) file leaves every permit list. The modification lists read
 * bp_modifications.status (BP_MODIFICATION_LIST_STATUS), the additional documents list the open
 * documents (neither received nor cancelled).
 */
export const PERMIT_LIST_RULES = {
  planRedraw: sql`bp.global_refusal_closed_at is null and bp.issue_date is null
    and (bp.refused_on is not null or (bp.plan_redraw_requested_at is not null and bp.deposited_on is null))`,
  inProgress: sql`bp.global_refusal_closed_at is null and bp.needed
    and (bp.printed_at is not null or bp.downloaded_at is not null)
    and bp.deposited_on is null and bp.plan_redraw_requested_at is null and bp.refused_on is null`,
  waiting: sql`bp.global_refusal_closed_at is null and bp.deposited_on is not null
    and bp.issue_date is null and bp.refused_on is null`,
  toBilled: sql`bp.global_refusal_closed_at is null and bp.issue_date is not null and bp.billed_at is null`,
} as const;

const PERMIT_SINCE = {
  planRedraw: sql`coalesce(bp.refused_on::timestamptz, bp.plan_redraw_requested_at)`,
  inProgress: sql`coalesce(bp.downloaded_at, bp.printed_at)`,
  waiting: sql`bp.deposited_on::timestamptz`,
  toBilled: sql`bp.issue_date::timestamptz`,
} as const;

export type DashboardRow = {
  list: TBpDashboardList;
  total: number;
  project_id: number;
  project_name: string;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  salesman: string | null;
  permit_type: string | null;
  number: string | null;
  printed_at: Date | string | null;
  downloaded_at: Date | string | null;
  deposited_on: string | null;
  issue_date: string | null;
  refused_on: string | null;
  receipt_confirmed_at: Date | string | null;
  raised_to_salesman_at: Date | string | null;
  item_id: number | null;
  description: string | null;
  amount_cents: number | string | null;
  comment: string | null;
  due_on: string | null;
  since: Date | string | null;
};

/** The live customer projects the caller may see, with their household, salesman and permit. */
const LIVE_PROJECT = (
  visible: SQL,
  projectColumn = sql`x.project_id`,
) => sql`join projects p on p.id = ${projectColumn}
  join customers c on c.id = p.customer_id
  left join users s on s.id = p.salesman_id
  where not p.is_prospect and not p.is_archived and not c.is_archived and ${visible}`;

const ENTRY_COLUMNS = sql`p.id as project_id, p.name as project_name, c.name1, c.surname1, c.name2, c.surname2,
  nullif(trim(concat_ws(' ', s.surname, s.name)), '') as salesman,
  bp.permit_type, bp.number, bp.printed_at, bp.downloaded_at, bp.deposited_on::text as deposited_on,
  bp.issue_date::text as issue_date, bp.refused_on::text as refused_on, bp.receipt_confirmed_at,
  bp.raised_to_salesman_at`;

/** The permit lists of the dashboard, whose totals are summary counters (bpList.*, migration 0039). */
const PERMIT_LISTS = ['planRedraw', 'inProgress', 'waiting', 'toBilled'] as const;

/**
 * Each permit list's order, on the columns of its page index (building_permits_<list>_page_idx, migration
 * 0038): the same order as PERMIT_SINCE nulls last, p.id (a date orders as its timestamp).
 */
const PERMIT_ORDER = {
  planRedraw: sql`${PERMIT_SINCE.planRedraw} nulls last, bp.project_id`,
  inProgress: sql`coalesce(bp.downloaded_at, bp.printed_at), bp.project_id`,
  waiting: sql`bp.deposited_on, bp.project_id`,
  toBilled: sql`bp.issue_date, bp.project_id`,
} as const;

/**
 * The ten lists in one statement (a UNION ALL of one indexed branch per list), each limited to `limit`
 * rows, oldest first (the longest waiting on top), with its full count. The permit lists walk their page
 * index and stop at the page, their totals read from summary_counts (bpList.*, kept by triggers): a window
 * count over every row of each list took 838 ms at 186 000 permits, 15 ms of SQL now for an administrator.
 * The modification and additional document lists are short (open items only) and keep their window count.
 */
export async function dashboardLists(db: Db, caller: Caller, limit = DASHBOARD_LIST_LIMIT) {
  const visible = visibleProjects(caller);
  const totals = await readSummaryCounts(db, caller, 'bpList', PERMIT_LISTS);
  const branches: SQL[] = [];
  for (const list of BP_DASHBOARD_LISTS) {
    let branch: SQL;
    if (list in BP_MODIFICATION_LIST_STATUS) {
      const status = BP_MODIFICATION_LIST_STATUS[list as keyof typeof BP_MODIFICATION_LIST_STATUS];
      branch = sql`select ${list}::text as list, count(*) over ()::int as total, ${ENTRY_COLUMNS},
          x.id as item_id, x.description, x.addendum_amount_cents as amount_cents, x.comment,
          null::text as due_on, x.created_at as since
        from bp_modifications x
        left join building_permits bp on bp.project_id = x.project_id
        ${LIVE_PROJECT(visible)} and x.status = ${status}
        order by x.created_at, x.id limit ${limit}`;
    } else if (list === 'bpAdditionalDocument') {
      branch = sql`select ${list}::text as list, count(*) over ()::int as total, ${ENTRY_COLUMNS},
          x.id as item_id, x.description, null::bigint as amount_cents, null::text as comment,
          x.due_on::text as due_on, x.created_at as since
        from bp_additional_documents x
        left join building_permits bp on bp.project_id = x.project_id
        ${LIVE_PROJECT(visible)} and x.received_at is null and x.cancelled_at is null
        order by x.due_on nulls last, x.created_at, x.id limit ${limit}`;
    } else {
      const rule = list as keyof typeof PERMIT_LIST_RULES;
      branch = sql`select ${list}::text as list, ${totals[rule]}::int as total, ${ENTRY_COLUMNS},
          null::int as item_id,
          ${rule === 'planRedraw' ? sql`nullif(bp.refusal_reason, '')` : sql`null::text`} as description,
          null::bigint as amount_cents, null::text as comment, null::text as due_on,
          ${PERMIT_SINCE[rule]} as since
        from building_permits bp
        ${LIVE_PROJECT(visible, sql`bp.project_id`)} and ${PERMIT_LIST_RULES[rule]}
        order by ${PERMIT_ORDER[rule]} limit ${limit}`;
    }
    branches.push(sql`(${branch})`);
  }
  return queryRows<DashboardRow>(db, sql.join(branches, sql` union all `));
}

/**
 * Summary counters of the building permits (GET /api/user/summary `buildingPermit`) over live customer
 * projects (the caller's own unless he sees every project): total = projects whose permit is needed and not
 * closed by a global refusal; done = granted (issue date); waiting = deposited and under instruction;
 * constitution = the others (the file being constituted, refused ones included).
 */
export async function countPermits(db: Db, caller: Caller) {
  // summary_counts, kept by triggers from project_permits.bp_count (done, waiting, constitution).
  const counts = await readSummaryCounts(db, caller, 'bp', ['done', 'waiting', 'constitution'] as const);
  return {
    total: counts.done + counts.waiting + counts.constitution,
    done: counts.done,
    constitution: counts.constitution,
    waiting: counts.waiting,
  };
}
