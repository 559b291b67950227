import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { projectProspects, projects } from '../../db/schema';

type Stamp = Date | string;

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
  frozen_at: Stamp | null;
  on_hold_at: Stamp | null;
  on_hold_reason: string;
  under_test: boolean;
  craftsman_file_mode: number;
  preconstruction_step: number;
  area_m2: number | null;
  qualification: string | null;
  notes: string;
  logisbox_appointment_at: Stamp | null;
  logisbox_file_at: Stamp | null;
  congratulated_at: Stamp | null;
  switched_to_construction_at: Stamp | null;
  land_city: string;
  land_postal_code: string;
  created_at: Stamp;
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

export async function findProject(db: Db, projectId: number, lock = false): Promise<ProjectRow | undefined> {
  const [row] = await queryRows<ProjectRow>(
    db,
    sql`select p.id, p.customer_id, p.name, p.step, p.is_prospect, p.is_archived, p.state, p.is_waiting,
          p.box_ready, p.working_damage, p.frozen_at, p.on_hold_at, p.on_hold_reason, p.under_test,
          p.craftsman_file_mode, p.preconstruction_step, p.area_m2::float8 as area_m2, pr.qualification, p.notes,
          lb.appointment_at as logisbox_appointment_at, lb.file_at as logisbox_file_at, p.congratulated_at,
          p.switched_to_construction_at,
          p.land_city, p.land_postal_code, p.created_at, p.salesman_id,
          nullif(trim(concat_ws(' ', s.surname, s.name)), '') as salesman_name,
          c.name1, c.surname1, c.name2, c.surname2, c.phone, c.phone2, c.email, c.email2, c.address,
          c.postal_code, c.city, c.is_archived as customer_archived, c.user_id as customer_user_id,
          bp.issue_date::text as permit_issued_on,
          f.loan_offers_received_on::text as loan_offers_received_on,
          l.deed_received_on::text as land_deed_received_on
        from projects p
        join customers c on c.id = p.customer_id
        left join users s on s.id = p.salesman_id
        left join building_permits bp on bp.project_id = p.id
        left join project_financings f on f.project_id = p.id and f.cancelled_at is null
        left join project_lands l on l.project_id = p.id
        left join project_logisbox lb on lb.project_id = p.id
        left join project_prospects pr on pr.project_id = p.id
        where p.id = ${projectId}
        ${lock ? sql`for update of p` : sql``}`,
  );
  return row;
}

export type PieceRow = { key: string; label: string; state: string };

export function listPieces(db: Db, projectId: number) {
  return queryRows<PieceRow>(
    db,
    sql`select key, label, state from constitution_pieces where project_id = ${projectId} order by position, id`,
  );
}

/**
 * Columns of `projects` the operations change (snake_case SQL names → values); `qualification` is written to
 * the project's prospect side (project_prospects).
 */
export type ProjectPatch = Partial<{
  name: string;
  step: number;
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
  qualification: string;
  notes: string;
  congratulated_at: Date | null;
  switched_to_construction_at: Date | null;
  is_archived: boolean;
}>;

export async function updateProject(db: Db, projectId: number, patch: ProjectPatch) {
  const { qualification, ...own } = patch;
  if (qualification !== undefined)
    await db.execute(
      sql`update project_prospects set qualification = ${qualification} where project_id = ${projectId}`,
    );
  const entries = Object.entries(own).filter(([, value]) => value !== undefined);
  if (!entries.length && qualification === undefined) return;
  // The project's « modifié le » moves with either.
  const sets = [
    ...entries.map(
      ([column, value]) =>
        sql`${sql.identifier(column)} = ${value instanceof Date ? value.toISOString() : value}`,
    ),
    sql`updated_at = now()`,
  ];
  await db.execute(sql`update projects set ${sql.join(sets, sql`, `)} where id = ${projectId}`);
}

/** reset/preconstruction: every constitution piece back to "missing" (its files are kept). */
/**
 * What a reset of the pre-construction clears besides the project's own row: its constitution pieces back
 * to missing, and its logisbox (appointment, signature, completed file). Written here rather than by the
 * preconstruction module, which depends on this one.
 */
export async function resetPreconstructionRows(db: Db, projectId: number) {
  await db.execute(
    sql`update constitution_pieces set state = 'missing', updated_at = now() where project_id = ${projectId}`,
  );
  await db.execute(
    sql`update project_logisbox set appointment_at = null, signed_at = null, file_at = null
      where project_id = ${projectId}`,
  );
}

export type HistoryRow = {
  id: number;
  kind: string;
  label: string;
  from_value: string | null;
  to_value: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: Stamp;
  total: number;
};

/** One page of the timeline, newest first, with the author's name and the total (one query). */
export function listHistory(db: Db, projectId: number, page: number, limit: number) {
  return queryRows<HistoryRow>(
    db,
    sql`select h.id::int as id, h.kind, h.label, h.from_value, h.to_value, h.user_id,
          nullif(trim(concat_ws(' ', u.surname, u.name)), '') as user_name, h.created_at,
          count(*) over ()::int as total
        from project_history h left join users u on u.id = h.user_id
        where h.project_id = ${projectId}
        order by h.created_at desc, h.id desc
        limit ${limit} offset ${(page - 1) * limit}`,
  );
}

export async function countHistory(db: Db, projectId: number) {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from project_history where project_id = ${projectId}`,
  );
  return row?.total ?? 0;
}

export async function senderName(db: Db, userId: number) {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select trim(concat_ws(' ', surname, name)) as name from users where id = ${userId}`,
  );
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
