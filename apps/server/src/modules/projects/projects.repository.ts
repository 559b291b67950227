import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Db, Tx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import {
  buildingPermits,
  constitutionPieces,
  customers,
  projectFinancings,
  projectHistory,
  projectLands,
  projectLogisbox,
  projectProspects,
  projects,
  users,
} from '../../db/schema';
import { fullNameOrNull } from '../../lib/user-names-sql';

/** The project columns the header, the operations and the informations read (one indexed lookup). */
export type ProjectRow = {
  id: number;
  customer_id: number;
  name: string;
  step: number;
  is_prospect: boolean;
  is_archived: boolean;
  state: string;
  is_waiting: boolean;
  box_ready: boolean;
  working_damage: boolean;
  frozen_at: Date | null;
  on_hold_at: Date | null;
  on_hold_reason: string;
  under_test: boolean;
  craftsman_file_mode: number;
  preconstruction_step: number;
  area_m2: number | null;
  qualification: string | null;
  notes: string;
  logisbox_appointment_at: Date | null;
  logisbox_file_at: Date | null;
  congratulated_at: Date | null;
  switched_to_construction_at: Date | null;
  land_city: string;
  land_postal_code: string;
  created_at: Date;
  salesman_id: number | null;
  salesman_name: string | null;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  phone: string | null;
  phone2: string | null;
  email: string | null;
  email2: string | null;
  address: string;
  postal_code: string;
  city: string;
  customer_archived: boolean;
  customer_user_id: number | null;
  /** Milestone dates (left joins on the 1:1 pre-construction tables). */
  permit_issued_on: string | null;
  loan_offers_received_on: string | null;
  land_deed_received_on: string | null;
};

/** The project row with its household, salesperson and milestone dates: see findProject. */
function projectQuery(db: Db) {
  return db
    .select({
      id: projects.id,
      customer_id: projects.customerId,
      name: projects.name,
      step: projects.step,
      is_prospect: projects.isProspect,
      is_archived: projects.isArchived,
      state: projects.state,
      is_waiting: projects.isWaiting,
      box_ready: projects.boxReady,
      working_damage: projects.workingDamage,
      frozen_at: projects.frozenAt,
      on_hold_at: projects.onHoldAt,
      on_hold_reason: projects.onHoldReason,
      under_test: projects.underTest,
      craftsman_file_mode: projects.craftsmanFileMode,
      preconstruction_step: projects.preconstructionStep,
      area_m2: projects.areaM2,
      qualification: projectProspects.qualification,
      notes: projects.notes,
      logisbox_appointment_at: projectLogisbox.appointmentAt,
      logisbox_file_at: projectLogisbox.fileAt,
      congratulated_at: projects.congratulatedAt,
      switched_to_construction_at: projects.switchedToConstructionAt,
      land_city: projects.landCity,
      land_postal_code: projects.landPostalCode,
      created_at: projects.createdAt,
      salesman_id: projects.salesmanId,
      salesman_name: fullNameOrNull(users),
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
      phone: customers.phone,
      phone2: customers.phone2,
      email: customers.email,
      email2: customers.email2,
      address: customers.address,
      postal_code: customers.postalCode,
      city: customers.city,
      customer_archived: customers.isArchived,
      customer_user_id: customers.userId,
      permit_issued_on: buildingPermits.issueDate,
      loan_offers_received_on: projectFinancings.loanOffersReceivedOn,
      land_deed_received_on: projectLands.deedReceivedOn,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(users, eq(users.id, projects.salesmanId))
    .leftJoin(buildingPermits, eq(buildingPermits.projectId, projects.id))
    .leftJoin(
      projectFinancings,
      and(eq(projectFinancings.projectId, projects.id), isNull(projectFinancings.cancelledAt)),
    )
    .leftJoin(projectLands, eq(projectLands.projectId, projects.id))
    .leftJoin(projectLogisbox, eq(projectLogisbox.projectId, projects.id))
    .leftJoin(projectProspects, eq(projectProspects.projectId, projects.id))
    .$dynamic();
}

/**
 * findProject on the database itself, prepared once per handle (db/prepared.ts): eight tables joined, which
 * PostgreSQL plans in about a millisecond at every read (the side tables of issue 18 added two); a named
 * statement is planned generically after its first runs on a connection, and Drizzle writes its SQL once.
 */
const preparedProject = preparedOn((db: Database) =>
  projectQuery(db)
    .where(eq(projects.id, sql.placeholder('projectId')))
    .prepare('find_project'),
);

export async function findProject(db: Db, projectId: number, lock = false): Promise<ProjectRow | undefined> {
  // In a transaction or under a lock, the caller's connection: a prepared query runs on the pool.
  if (!lock && !(db instanceof PgTransaction)) {
    const [row] = await preparedProject(db as Database).execute({ projectId });
    return row;
  }
  const query = projectQuery(db).where(eq(projects.id, projectId));
  // The project row only: the side rows joined are read, not held.
  const [row] = await (lock ? query.for('update', { of: projects }) : query);
  return row;
}

export type PieceRow = { key: string; label: string; state: string };

export function listPieces(db: Db, projectId: number): Promise<PieceRow[]> {
  return db
    .select({ key: constitutionPieces.key, label: constitutionPieces.label, state: constitutionPieces.state })
    .from(constitutionPieces)
    .where(eq(constitutionPieces.projectId, projectId))
    .orderBy(asc(constitutionPieces.position), asc(constitutionPieces.id));
}

/**
 * The `projects` columns the operations change, under the names the operations, ProjectRow and their audit
 * use (snake_case), each bound to its column of the table: a renamed column fails to compile here.
 */
const PROJECT_PATCH_COLUMNS = {
  name: 'name',
  step: 'step',
  state: 'state',
  is_waiting: 'isWaiting',
  box_ready: 'boxReady',
  working_damage: 'workingDamage',
  frozen_at: 'frozenAt',
  on_hold_at: 'onHoldAt',
  on_hold_reason: 'onHoldReason',
  under_test: 'underTest',
  craftsman_file_mode: 'craftsmanFileMode',
  preconstruction_step: 'preconstructionStep',
  area_m2: 'areaM2',
  notes: 'notes',
  congratulated_at: 'congratulatedAt',
  switched_to_construction_at: 'switchedToConstructionAt',
  is_archived: 'isArchived',
} as const satisfies Record<string, keyof typeof projects.$inferInsert>;

type ProjectInsert = typeof projects.$inferInsert;

/**
 * Columns of `projects` the operations change (PROJECT_PATCH_COLUMNS → values, typed from the table);
 * `qualification` is written to the project's prospect side (project_prospects).
 */
export type ProjectPatch = {
  -readonly [K in keyof typeof PROJECT_PATCH_COLUMNS]?: ProjectInsert[(typeof PROJECT_PATCH_COLUMNS)[K]];
} & { qualification?: (typeof projectProspects.$inferInsert)['qualification'] };

export async function updateProject(db: Db, projectId: number, patch: ProjectPatch) {
  const { qualification, ...own } = patch;
  if (qualification !== undefined)
    await db.update(projectProspects).set({ qualification }).where(eq(projectProspects.projectId, projectId));
  const entries = Object.entries(own).filter(([, value]) => value !== undefined);
  if (!entries.length && qualification === undefined) return;
  const set = Object.fromEntries(
    entries.map(([key, value]) => [PROJECT_PATCH_COLUMNS[key as keyof typeof PROJECT_PATCH_COLUMNS], value]),
  ) as Partial<ProjectInsert>;
  // The project's « modifié le » moves with either.
  await db
    .update(projects)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
}

/**
 * What a reset of the pre-construction clears besides the project's own row: its constitution pieces back
 * to missing (their files are kept), and its logisbox (appointment, signature, completed file). Written here
 * rather than by the preconstruction module, which depends on this one.
 */
export async function resetPreconstructionRows(db: Db, projectId: number) {
  await db
    .update(constitutionPieces)
    .set({ state: 'missing', updatedAt: sql`now()` })
    .where(eq(constitutionPieces.projectId, projectId));
  await db
    .update(projectLogisbox)
    .set({ appointmentAt: null, signedAt: null, fileAt: null })
    .where(eq(projectLogisbox.projectId, projectId));
}

export type HistoryRow = {
  id: number;
  kind: string;
  label: string;
  from_value: string | null;
  to_value: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: Date;
  total: number;
};

/** One page of the timeline, newest first, with the author's name and the total (one query). */
export function listHistory(db: Db, projectId: number, page: number, limit: number): Promise<HistoryRow[]> {
  return db
    .select({
      id: projectHistory.id,
      kind: projectHistory.kind,
      label: projectHistory.label,
      from_value: projectHistory.fromValue,
      to_value: projectHistory.toValue,
      user_id: projectHistory.userId,
      user_name: fullNameOrNull(users),
      created_at: projectHistory.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(projectHistory)
    .leftJoin(users, eq(users.id, projectHistory.userId))
    .where(eq(projectHistory.projectId, projectId))
    .orderBy(desc(projectHistory.createdAt), desc(projectHistory.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function countHistory(db: Db, projectId: number) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(projectHistory)
    .where(eq(projectHistory.projectId, projectId));
  return row?.total ?? 0;
}

export async function senderName(db: Db, userId: number) {
  const [row] = await db
    .select({ name: sql<string>`trim(concat_ws(' ', ${users.surname}, ${users.name}))` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? '';
}

/**
 * A new project, and a prospect's origin on its prospect side (project_prospects, whose row the insert
 * creates: sql/projects_side_rows.sql). Used by every code that creates a prospect.
 */
export async function insertProject(
  tx: Tx,
  values: typeof projects.$inferInsert & { prospectType?: string | null },
) {
  const { prospectType, ...project } = values;
  const [row] = await tx.insert(projects).values(project).returning({ id: projects.id });
  if (!row) throw new Error('project not created');
  if (prospectType)
    await tx.update(projectProspects).set({ prospectType }).where(eq(projectProspects.projectId, row.id));
  return row.id;
}
