import { STAFF_ROLES } from '@batir/shared/roles';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { appointments, customers, projectProspects, projects, users } from '../../db/schema';
import { grantsSql } from '../../lib/policy-sql';

/** A staff account: one of the staff roles of roles.ts (the policy's `staff.access`). */
const isStaffAccount = sql`${users.roles} && ${`{${STAFF_ROLES.join(',')}}`}::text[]`;

/** A staff account (active or archived) with its salesperson profile; undefined for customers and craftsmen. */
export async function findStaff(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      surname: users.surname,
      name: users.name,
      phone: users.phone,
      roles: users.roles,
      isActive: users.isActive,
      jobTitle: users.jobTitle,
      presentation: users.presentation,
      pinMessage: users.pinMessage,
      managerId: users.managerId,
    })
    .from(users)
    .where(and(eq(users.id, id), isStaffAccount))
    .limit(1);
  return row;
}
export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaff>>>;

export async function findActiveStaffRef(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, surname: users.surname, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), isStaffAccount))
    .limit(1);
  return row;
}

export async function findRef(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, surname: users.surname, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The active people whose manager is `id`. */
export async function listSupport(db: Db, id: number) {
  return db
    .select({
      id: users.id,
      surname: users.surname,
      name: users.name,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(and(eq(users.managerId, id), eq(users.isActive, true)))
    .orderBy(asc(users.name), asc(users.surname));
}

/**
 * True when `candidate` is `id` or is managed, directly or through a chain of managers, by `id`: making
 * `candidate` the manager of `id` would then close a loop. The walk stops after 50 levels. Drizzle has no
 * `with recursive`: the walk is SQL over the schema's columns, inside a CTE the builder then reads.
 */
export async function wouldCycle(db: Db, id: number, candidate: number): Promise<boolean> {
  const chain = db.$with('chain', { id: users.id }).as(
    sql`with recursive walk(id, depth) as (
          select ${candidate}::int, 0
          union all
          select ${users.managerId}, walk.depth + 1 from ${users} join walk on ${users.id} = walk.id
           where ${users.managerId} is not null and walk.depth < 50
        )
        select id from walk`,
  );
  const [found] = await db.with(chain).select({ id: chain.id }).from(chain).where(eq(chain.id, id)).limit(1);
  return found !== undefined;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<{
    jobTitle: string;
    presentation: string;
    phone: string | null;
    pinMessage: string;
    managerId: number | null;
  }>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** His live prospects that carry a qualification, most recently changed first. */
export async function listQualified(db: Db, salesmanId: number) {
  return db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      qualification: projectProspects.qualification,
      landCity: projects.landCity,
      city: customers.city,
      updatedAt: projects.updatedAt,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
    })
    .from(projects)
    .innerJoin(projectProspects, eq(projectProspects.projectId, projects.id))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(
      and(
        eq(projectProspects.salesmanId, salesmanId),
        eq(projectProspects.isProspect, true),
        eq(projectProspects.isArchived, false),
        eq(customers.isArchived, false),
        sql`${projectProspects.qualification} in ('cold', 'warm', 'hot')`,
      ),
    )
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(600);
}

/** How many of his live prospects have no qualification yet. */
export async function countUnqualified(db: Db, salesmanId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectProspects)
    .where(
      and(
        eq(projectProspects.salesmanId, salesmanId),
        eq(projectProspects.isProspect, true),
        eq(projectProspects.isArchived, false),
        sql`${projectProspects.qualification} is null`,
      ),
    );
  return row?.n ?? 0;
}

/** The appointment with its project's customer, locked for the rest of the transaction. */
export async function lockAppointmentForVisio(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: appointments.id,
      type: appointments.type,
      userId: appointments.userId,
      startsAt: appointments.startsAt,
      allDay: appointments.allDay,
      cancelled: appointments.cancelled,
      visioUrl: appointments.visioUrl,
      projectId: appointments.projectId,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .for('update')
    .limit(1);
  if (!row) return undefined;
  const [customer] = row.projectId
    ? await tx
        .select({
          email: customers.email,
          phone: customers.phone,
          name1: customers.name1,
          surname1: customers.surname1,
          name2: customers.name2,
          surname2: customers.surname2,
        })
        .from(projects)
        .innerJoin(customers, eq(customers.id, projects.customerId))
        .where(eq(projects.id, row.projectId))
        .limit(1)
    : [];
  return { ...row, customer };
}

export async function setVisioUrl(tx: Tx, id: number, visioUrl: string) {
  await tx.update(appointments).set({ visioUrl, updatedAt: sql`now()` }).where(eq(appointments.id, id));
}

/** Active staff who may follow projects and prospects (the policy's `prospect.follow`). */
const mayFollow = and(eq(users.isActive, true), grantsSql(sql`${users.roles}`, 'prospect.follow'));

/** The people a project or a prospect may be given to, by name (the lists' and sheets' pickers). */
export async function listFollowers(db: Db) {
  return db
    .select({ id: users.id, surname: users.surname, name: users.name })
    .from(users)
    .where(mayFollow)
    .orderBy(asc(users.name), asc(users.surname));
}

/** Whether the user may be given a project or a prospect to follow. */
export async function isFollower(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), mayFollow));
  return row !== undefined;
}
