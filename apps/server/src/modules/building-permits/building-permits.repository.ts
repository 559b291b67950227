import {
  BP_DASHBOARD_LISTS,
  BP_MODIFICATION_LIST_STATUS,
  type TBpDashboardList,
  type TBpModificationStatus,
  type TBpPermitState,
} from '@batir/shared/building-permits';
import { and, desc, eq, inArray, isNull, like, ne, not, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database, Db, Tx } from '../../db/client';
import {
  bpAdditionalDocuments,
  bpModifications,
  buildingPermits,
  customers,
  files,
  projectHistory,
  projectPermits,
  projects,
  users,
} from '../../db/schema';
import { isoOrNull } from '../../lib/display';
import { fullNameOrNull } from '../../lib/user-names-sql';
import { type Caller, readSummaryCounts, salesmanKeyIn, visibleSalesmen } from '../projects';

/** How many rows each dashboard list returns at most (its total is counted in full). */
export const DASHBOARD_LIST_LIMIT = 300;

export type PermitRow = {
  project_id: number;
  permit_type: string;
  needed: boolean;
  printed_at: Date | null;
  downloaded_at: Date | null;
  deposited_on: string | null;
  number: string;
  receipt_confirmed_at: Date | null;
  agreement_date: string | null;
  issue_date: string | null;
  refused_on: string | null;
  refusal_reason: string;
  global_refusal_closed_at: Date | null;
  raised_to_salesman_at: Date | null;
  plan_redraw_requested_at: Date | null;
  billed_at: Date | null;
};

/** The permit's columns under PermitRow's names (the dates are `date` columns read as text, YYYY-MM-DD). */
const PERMIT_COLUMNS = {
  project_id: buildingPermits.projectId,
  permit_type: buildingPermits.permitType,
  needed: buildingPermits.needed,
  printed_at: buildingPermits.printedAt,
  downloaded_at: buildingPermits.downloadedAt,
  deposited_on: buildingPermits.depositedOn,
  number: buildingPermits.number,
  receipt_confirmed_at: buildingPermits.receiptConfirmedAt,
  agreement_date: buildingPermits.agreementDate,
  issue_date: buildingPermits.issueDate,
  refused_on: buildingPermits.refusedOn,
  refusal_reason: buildingPermits.refusalReason,
  global_refusal_closed_at: buildingPermits.globalRefusalClosedAt,
  raised_to_salesman_at: buildingPermits.raisedToSalesmanAt,
  plan_redraw_requested_at: buildingPermits.planRedrawRequestedAt,
  billed_at: buildingPermits.billedAt,
};

/** The permit row of a project (null: nothing entered yet); `lock` holds it until the transaction ends. */
export async function findPermit(db: Db, projectId: number, lock = false): Promise<PermitRow | null> {
  const query = db
    .select(PERMIT_COLUMNS)
    .from(buildingPermits)
    .where(eq(buildingPermits.projectId, projectId))
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** The permit row, created with its defaults when missing, locked for the transaction. */
export async function ensurePermit(tx: Tx, projectId: number): Promise<PermitRow> {
  await tx
    .insert(buildingPermits)
    .values({ projectId })
    .onConflictDoNothing({ target: buildingPermits.projectId });
  const row = await findPermit(tx, projectId, true);
  if (!row) throw new Error('building permit row not created');
  return row;
}

/**
 * The building_permits columns the permit changes write, under PermitRow's names (those the services and
 * their audit use), each bound to its column of the table: a renamed column fails to compile here.
 */
const PERMIT_PATCH_COLUMNS = {
  permit_type: 'permitType',
  needed: 'needed',
  printed_at: 'printedAt',
  downloaded_at: 'downloadedAt',
  deposited_on: 'depositedOn',
  number: 'number',
  receipt_confirmed_at: 'receiptConfirmedAt',
  agreement_date: 'agreementDate',
  issue_date: 'issueDate',
  refused_on: 'refusedOn',
  refusal_reason: 'refusalReason',
  global_refusal_closed_at: 'globalRefusalClosedAt',
  raised_to_salesman_at: 'raisedToSalesmanAt',
  plan_redraw_requested_at: 'planRedrawRequestedAt',
  billed_at: 'billedAt',
} as const satisfies Record<keyof Omit<PermitRow, 'project_id'>, keyof typeof buildingPermits.$inferInsert>;

type PermitInsert = typeof buildingPermits.$inferInsert;

/** Changes of a permit row (PERMIT_PATCH_COLUMNS → values), typed from the table. */
export type PermitPatch = {
  -readonly [K in keyof typeof PERMIT_PATCH_COLUMNS]?: PermitInsert[(typeof PERMIT_PATCH_COLUMNS)[K]];
};

/** Writes `changes` to the project's permit row, with its « modifié le ». */
export async function updatePermit(tx: Tx, projectId: number, changes: PermitPatch) {
  const entries = Object.entries(changes);
  if (!entries.length) return;
  const set = Object.fromEntries(
    entries.map(([key, value]) => [PERMIT_PATCH_COLUMNS[key as keyof typeof PERMIT_PATCH_COLUMNS], value]),
  ) as Partial<PermitInsert>;
  await tx
    .update(buildingPermits)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(buildingPermits.projectId, projectId));
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
 * « modifié le » with it, in one statement: the update of project_permits is a CTE whose returned ids the
 * update of projects reads.
 */
async function setPermitState(
  tx: Tx,
  projectId: number,
  set: Partial<typeof projectPermits.$inferInsert>,
  changed: SQL | undefined,
) {
  const updated = tx.$with('changed').as(
    tx
      .update(projectPermits)
      .set(set)
      .where(and(eq(projectPermits.projectId, projectId), changed))
      .returning({ projectId: projectPermits.projectId }),
  );
  await tx
    .with(updated)
    .update(projects)
    .set({ updatedAt: sql`now()` })
    .where(inArray(projects.id, tx.select({ projectId: updated.projectId }).from(updated)));
}

/** The project list's permit tile (permit-change.ts, with each permit change). */
export async function setProjectTile(
  tx: Tx,
  projectId: number,
  tile: (typeof projectPermits.$inferInsert)['bpTile'] & string,
) {
  await setPermitState(tx, projectId, { bpTile: tile }, ne(projectPermits.bpTile, tile));
}

/** The permit types shown to the customer (`toggleBpShow`). */
export async function setBpShow(tx: Tx, projectId: number, bpShow: string[]) {
  await setPermitState(tx, projectId, { bpShow }, ne(projectPermits.bpShow, bpShow));
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
  const [row] = await db
    .select({
      project_name: projects.name,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
      customer_email: customers.email,
      salesman_id: projects.salesmanId,
      salesman: fullNameOrNull(users),
      salesman_email: users.email,
      bp_show: projectPermits.bpShow,
    })
    .from(projects)
    .innerJoin(projectPermits, eq(projectPermits.projectId, projects.id))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(users, eq(users.id, projects.salesmanId))
    .where(eq(projects.id, projectId));
  return row ?? null;
}

export type ModificationRow = {
  id: number;
  project_id: number;
  status: TBpModificationStatus;
  description: string;
  addendum_amount_cents: number | null;
  comment: string;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
};

/** A modification's columns under ModificationRow's names, but its author's name. */
const MODIFICATION_COLUMNS = {
  id: bpModifications.id,
  project_id: bpModifications.projectId,
  status: sql<TBpModificationStatus>`${bpModifications.status}`,
  description: bpModifications.description,
  addendum_amount_cents: bpModifications.addendumAmountCents,
  comment: bpModifications.comment,
};

export async function listModifications(db: Db, projectId: number): Promise<ModificationRow[]> {
  return db
    .select({
      ...MODIFICATION_COLUMNS,
      created_by: fullNameOrNull(users),
      created_at: bpModifications.createdAt,
      updated_at: bpModifications.updatedAt,
    })
    .from(bpModifications)
    .leftJoin(users, eq(users.id, bpModifications.createdBy))
    .where(eq(bpModifications.projectId, projectId))
    .orderBy(desc(bpModifications.createdAt), desc(bpModifications.id));
}

export async function findModification(
  tx: Tx,
  projectId: number,
  id: number,
): Promise<ModificationRow | null> {
  const [row] = await tx
    .select({
      ...MODIFICATION_COLUMNS,
      created_by: sql<string | null>`null`,
      created_at: bpModifications.createdAt,
      updated_at: bpModifications.updatedAt,
    })
    .from(bpModifications)
    .where(and(eq(bpModifications.id, id), eq(bpModifications.projectId, projectId)))
    .for('update');
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
  const [inserted] = await tx
    .insert(bpModifications)
    .values({
      projectId: row.projectId,
      status: row.status,
      description: row.description,
      addendumAmountCents: row.amountCents,
      createdBy: row.userId,
    })
    .returning({ id: bpModifications.id });
  if (!inserted) throw new Error('bp modification not inserted');
  return inserted.id;
}

export async function updateModification(
  tx: Tx,
  id: number,
  changes: { status?: TBpModificationStatus; description?: string; amountCents?: number; comment?: string },
) {
  const set: Partial<typeof bpModifications.$inferInsert> = {};
  if (changes.status !== undefined) set.status = changes.status;
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.amountCents !== undefined) set.addendumAmountCents = changes.amountCents;
  if (changes.comment !== undefined) set.comment = changes.comment;
  if (!Object.keys(set).length) return;
  await tx
    .update(bpModifications)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(bpModifications.id, id));
}

export type AdditionalDocumentRow = {
  id: number;
  description: string;
  due_on: string | null;
  received_at: Date | null;
  cancelled_at: Date | null;
  created_by: string | null;
  created_at: Date;
};

/** An additional document's columns under AdditionalDocumentRow's names, but its author's name. */
const DOCUMENT_COLUMNS = {
  id: bpAdditionalDocuments.id,
  description: bpAdditionalDocuments.description,
  due_on: bpAdditionalDocuments.dueOn,
  received_at: bpAdditionalDocuments.receivedAt,
  cancelled_at: bpAdditionalDocuments.cancelledAt,
};

export async function listAdditionalDocuments(db: Db, projectId: number): Promise<AdditionalDocumentRow[]> {
  return db
    .select({
      ...DOCUMENT_COLUMNS,
      created_by: fullNameOrNull(users),
      created_at: bpAdditionalDocuments.createdAt,
    })
    .from(bpAdditionalDocuments)
    .leftJoin(users, eq(users.id, bpAdditionalDocuments.createdBy))
    .where(eq(bpAdditionalDocuments.projectId, projectId))
    .orderBy(desc(bpAdditionalDocuments.createdAt), desc(bpAdditionalDocuments.id));
}

export async function findAdditionalDocument(
  tx: Tx,
  projectId: number,
  id: number,
): Promise<AdditionalDocumentRow | null> {
  const [row] = await tx
    .select({
      ...DOCUMENT_COLUMNS,
      created_by: sql<string | null>`null`,
      created_at: bpAdditionalDocuments.createdAt,
    })
    .from(bpAdditionalDocuments)
    .where(and(eq(bpAdditionalDocuments.id, id), eq(bpAdditionalDocuments.projectId, projectId)))
    .for('update');
  return row ?? null;
}

export async function insertAdditionalDocument(
  tx: Tx,
  row: { projectId: number; description: string; dueOn: string | null; userId: number },
): Promise<number> {
  const [inserted] = await tx
    .insert(bpAdditionalDocuments)
    .values({
      projectId: row.projectId,
      description: row.description,
      dueOn: row.dueOn,
      createdBy: row.userId,
    })
    .returning({ id: bpAdditionalDocuments.id });
  if (!inserted) throw new Error('additional document not inserted');
  return inserted.id;
}

export async function closeAdditionalDocument(tx: Tx, id: number, how: 'received' | 'cancelled') {
  await tx
    .update(bpAdditionalDocuments)
    .set(how === 'received' ? { receivedAt: sql`now()` } : { cancelledAt: sql`now()` })
    .where(eq(bpAdditionalDocuments.id, id));
}

export type HistoryRow = {
  id: number;
  kind: string;
  label: string;
  from_value: string | null;
  to_value: string | null;
  user: string | null;
  created_at: Date;
};

/** The permit's past events (kinds `buildingPermit.*`), newest first. */
export async function permitHistory(db: Db, projectId: number, limit = 200): Promise<HistoryRow[]> {
  return db
    .select({
      id: projectHistory.id,
      kind: projectHistory.kind,
      label: projectHistory.label,
      from_value: projectHistory.fromValue,
      to_value: projectHistory.toValue,
      created_at: projectHistory.createdAt,
      user: fullNameOrNull(users),
    })
    .from(projectHistory)
    .leftJoin(users, eq(users.id, projectHistory.userId))
    .where(and(eq(projectHistory.projectId, projectId), like(projectHistory.kind, 'buildingPermit.%')))
    .orderBy(desc(projectHistory.createdAt), desc(projectHistory.id))
    .limit(limit);
}

/** Permit files of the project whose ids are given (category buildingPermit, not deleted). */
export async function permitFiles(
  db: Db,
  projectId: number,
  ids: number[],
): Promise<{ id: number; original_name: string; state: number }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: files.id, original_name: files.originalName, state: files.state })
    .from(files)
    .where(
      and(
        eq(files.type, 'project'),
        eq(files.linkedId, projectId),
        eq(files.category, 'buildingPermit'),
        isNull(files.deletedAt),
        inArray(files.id, ids),
      ),
    );
}

export async function setFileState(tx: Tx, id: number, state: number) {
  await tx.update(files).set({ state }).where(eq(files.id, id));
}

// ---------------------------------------------------------------------------------------------------
// The dashboard (GET /api/buildingPermit)

/**
 * The rule of each dashboard list, as a condition on building_permits — documented in one place and
 * unit-tested through the routes:
 * - planRedraw: the plans must be redrawn before (re)depositing: a refusal not yet converted nor closed,
 *   or a plan redraw requested (quotation area) on a file not deposited;
 * - inProgress: the file is being prepared (printed or downloaded), not deposited, no redraw pending;
 * - waiting: deposited, under instruction (neither granted nor refused);
 * - toBilled: granted (issue date) and the permit service not billed yet.
 * A globally refused (closed) file leaves every permit list. The modification lists read
 * bp_modifications.status (BP_MODIFICATION_LIST_STATUS), the additional documents list the open
 * documents (neither received nor cancelled).
 */
const bp = buildingPermits;
export const PERMIT_LIST_RULES = {
  planRedraw: sql`${bp.globalRefusalClosedAt} is null and ${bp.issueDate} is null
    and (${bp.refusedOn} is not null or (${bp.planRedrawRequestedAt} is not null and ${bp.depositedOn} is null))`,
  inProgress: sql`${bp.globalRefusalClosedAt} is null and ${bp.needed}
    and (${bp.printedAt} is not null or ${bp.downloadedAt} is not null)
    and ${bp.depositedOn} is null and ${bp.planRedrawRequestedAt} is null and ${bp.refusedOn} is null`,
  waiting: sql`${bp.globalRefusalClosedAt} is null and ${bp.depositedOn} is not null
    and ${bp.issueDate} is null and ${bp.refusedOn} is null`,
  toBilled: sql`${bp.globalRefusalClosedAt} is null and ${bp.issueDate} is not null and ${bp.billedAt} is null`,
} as const;

const PERMIT_SINCE = {
  planRedraw: sql`coalesce(${bp.refusedOn}::timestamptz, ${bp.planRedrawRequestedAt})`,
  inProgress: sql`coalesce(${bp.downloadedAt}, ${bp.printedAt})`,
  waiting: sql`${bp.depositedOn}::timestamptz`,
  toBilled: sql`${bp.issueDate}::timestamptz`,
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
  printed_at: Date | null;
  downloaded_at: Date | null;
  deposited_on: string | null;
  issue_date: string | null;
  refused_on: string | null;
  receipt_confirmed_at: Date | null;
  raised_to_salesman_at: Date | null;
  item_id: number | null;
  description: string | null;
  amount_cents: number | null;
  comment: string | null;
  due_on: string | null;
  since: Date | null;
};

/** The live customer projects the caller may see (their household live too). */
const liveProject = (caller: Caller) =>
  and(
    not(projects.isProspect),
    not(projects.isArchived),
    not(customers.isArchived),
    salesmanKeyIn(sql`${projects.salesmanId}`, visibleSalesmen(caller)),
  );

/**
 * A timestamptz expression read as a Date, as a timestamp column is (the drivers hand its text): in a
 * UNION the first branch's fields decode every row, so each branch maps its `since` the same way.
 */
const stamp = (expression: SQL) => expression.mapWith(bp.printedAt) as SQL<Date | null>;

/**
 * The columns every row carries, in this order in every branch of the UNION: the project, its household,
 * salesman and permit (left joined to the modification and document lists: a permit row may be missing).
 */
const entryColumns = (
  list: TBpDashboardList,
  total: SQL<number>,
  item: {
    id: SQL<number | null>;
    description: SQL<string | null>;
    amountCents: SQL<number | null>;
    comment: SQL<string | null>;
    dueOn: SQL<string | null>;
    since: SQL<Date | null>;
  },
) => ({
  list: sql<TBpDashboardList>`${list}::text`,
  total,
  project_id: projects.id,
  project_name: projects.name,
  name1: customers.name1,
  surname1: customers.surname1,
  name2: customers.name2,
  surname2: customers.surname2,
  salesman: fullNameOrNull(users),
  permit_type: sql<string | null>`${bp.permitType}`,
  number: sql<string | null>`${bp.number}`,
  printed_at: stamp(sql`${bp.printedAt}`),
  downloaded_at: stamp(sql`${bp.downloadedAt}`),
  deposited_on: sql<string | null>`${bp.depositedOn}::text`,
  issue_date: sql<string | null>`${bp.issueDate}::text`,
  refused_on: sql<string | null>`${bp.refusedOn}::text`,
  receipt_confirmed_at: stamp(sql`${bp.receiptConfirmedAt}`),
  raised_to_salesman_at: stamp(sql`${bp.raisedToSalesmanAt}`),
  item_id: item.id,
  description: item.description,
  amount_cents: item.amountCents,
  comment: item.comment,
  due_on: item.dueOn,
  since: item.since,
});

/** The permit lists of the dashboard, whose totals are summary counters (bpList.*, migration 0039). */
const PERMIT_LISTS = ['planRedraw', 'inProgress', 'waiting', 'toBilled'] as const;

/**
 * Each permit list's order, on the columns of its page index (building_permits_<list>_page_idx, migration
 * 0038): the same order as PERMIT_SINCE nulls last, then the project (a date orders as its timestamp).
 */
const PERMIT_ORDER = {
  planRedraw: [sql`${PERMIT_SINCE.planRedraw} nulls last`, bp.projectId],
  inProgress: [sql`coalesce(${bp.downloadedAt}, ${bp.printedAt})`, bp.projectId],
  waiting: [bp.depositedOn, bp.projectId],
  toBilled: [bp.issueDate, bp.projectId],
} as const;

/**
 * The ten lists in one statement (a UNION ALL of one indexed branch per list), each limited to `limit`
 * rows, oldest first (the longest waiting on top), with its full count. The permit lists walk their page
 * index and stop at the page, their totals read from summary_counts (bpList.*, kept by triggers): a window
 * count over every row of each list took 838 ms at 186 000 permits, 15 ms of SQL now for an administrator.
 * The modification and additional document lists are short (open items only) and keep their window count.
 */
export async function dashboardLists(
  db: Database,
  caller: Caller,
  limit = DASHBOARD_LIST_LIMIT,
): Promise<DashboardRow[]> {
  const totals = await readSummaryCounts(db, caller, 'bpList', PERMIT_LISTS);
  const windowCount = sql<number>`count(*) over ()::int`;
  const modificationBranch = (list: keyof typeof BP_MODIFICATION_LIST_STATUS) => {
    const x = bpModifications;
    return db
      .select(
        entryColumns(list, windowCount, {
          id: sql`${x.id}`,
          description: sql`${x.description}`,
          amountCents: sql`${x.addendumAmountCents}`.mapWith(Number),
          comment: sql`${x.comment}`,
          dueOn: sql`null::text`,
          since: stamp(sql`${x.createdAt}`),
        }),
      )
      .from(x)
      .leftJoin(bp, eq(bp.projectId, x.projectId))
      .innerJoin(projects, eq(projects.id, x.projectId))
      .innerJoin(customers, eq(customers.id, projects.customerId))
      .leftJoin(users, eq(users.id, projects.salesmanId))
      .where(and(liveProject(caller), eq(x.status, BP_MODIFICATION_LIST_STATUS[list])))
      .orderBy(x.createdAt, x.id)
      .limit(limit);
  };
  const permitBranch = (rule: (typeof PERMIT_LISTS)[number]) =>
    db
      .select(
        entryColumns(rule, sql<number>`${totals[rule]}::int`, {
          id: sql`null::int`,
          description: rule === 'planRedraw' ? sql`nullif(${bp.refusalReason}, '')` : sql`null::text`,
          amountCents: sql`null::bigint`.mapWith(Number),
          comment: sql`null::text`,
          dueOn: sql`null::text`,
          since: stamp(PERMIT_SINCE[rule]),
        }),
      )
      .from(bp)
      .innerJoin(projects, eq(projects.id, bp.projectId))
      .innerJoin(customers, eq(customers.id, projects.customerId))
      .leftJoin(users, eq(users.id, projects.salesmanId))
      .where(and(liveProject(caller), PERMIT_LIST_RULES[rule]))
      .orderBy(...PERMIT_ORDER[rule])
      .limit(limit);
  const documentBranch = () => {
    const x = bpAdditionalDocuments;
    return db
      .select(
        entryColumns('bpAdditionalDocument', windowCount, {
          id: sql`${x.id}`,
          description: sql`${x.description}`,
          amountCents: sql`null::bigint`.mapWith(Number),
          comment: sql`null::text`,
          dueOn: sql`${x.dueOn}::text`,
          since: stamp(sql`${x.createdAt}`),
        }),
      )
      .from(x)
      .leftJoin(bp, eq(bp.projectId, x.projectId))
      .innerJoin(projects, eq(projects.id, x.projectId))
      .innerJoin(customers, eq(customers.id, projects.customerId))
      .leftJoin(users, eq(users.id, projects.salesmanId))
      .where(and(liveProject(caller), isNull(x.receivedAt), isNull(x.cancelledAt)))
      .orderBy(sql`${x.dueOn} nulls last`, x.createdAt, x.id)
      .limit(limit);
  };
  // The branches in the order of BP_DASHBOARD_LISTS: the modification lists, the permit lists, the documents.
  const [first, second, ...otherModifications] = BP_DASHBOARD_LISTS.filter(
    (list): list is keyof typeof BP_MODIFICATION_LIST_STATUS => list in BP_MODIFICATION_LIST_STATUS,
  ).map(modificationBranch);
  if (!first || !second) throw new Error('the dashboard has five modification lists');
  return unionAll(
    first,
    second,
    ...otherModifications,
    ...BP_DASHBOARD_LISTS.filter((list): list is (typeof PERMIT_LISTS)[number] =>
      (PERMIT_LISTS as readonly string[]).includes(list),
    ).map(permitBranch),
    documentBranch(),
  );
}

/**
 * Summary counters of the building permits (GET /api/user/summary `buildingPermit`) over live customer
 * projects (the caller's own unless he sees every project): total = projects whose permit is needed and not
 * closed by a global refusal; done = granted (issue date); waiting = deposited and under instruction;
 * constitution = the others (the file being constituted, refused ones included).
 */
export async function countPermits(db: Database, caller: Caller) {
  // summary_counts, kept by triggers from project_permits.bp_count (done, waiting, constitution).
  const counts = await readSummaryCounts(db, caller, 'bp', ['done', 'waiting', 'constitution'] as const);
  return {
    total: counts.done + counts.waiting + counts.constitution,
    done: counts.done,
    constitution: counts.constitution,
    waiting: counts.waiting,
  };
}
