import { APPOINTMENT_MAX_RANGE_DAYS } from '@batir/shared/appointments';
import { can, isSalesperson } from '@batir/shared/policy';
import { type Role, STAFF_ROLES } from '@batir/shared/roles';
import { and, asc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { preparedAmong } from '../../db/prepared';
import { appointmentFeeds, appointments, customers, projects, users } from '../../db/schema';
import { followedSalesmen, opensProjectSql, salesmanKeyIn } from '../projects';

/** `team`: a grid operator's salespeople (auth Principal), whose projects he opens (project-access). */
export type Viewer = { id: number; roles: readonly Role[]; team?: readonly number[] | undefined };

/*
 * Who sees and changes whose appointments (enforced here, in every query):
 * - admins see and change all of them;
 * - technical staff and grid operators (network coordinators) see all of them, read-only, except
 *   those in their own agenda or that they wrote;
 * - a salesperson sees and changes those in his agenda, those he wrote (for a colleague), and those
 *   about a project he follows (projects.salesman_id);
 * - customers and craftsmen never reach these routes (staff-only access policy).
 * What they read of each one (issue 14, README « Qui voit quoi »): everything of those in their own agenda,
 * about a project they may open (project-access opensProject), or without a project when they see every
 * project, wrote it or it is in the agenda of a salesperson they lead (followedSalesmen); of the others
 * only the slot, « Occupé » (`detailed` false, see appointments.service
 * toAppointment), which they may not change either (one booked on a colleague's project included).
 */
const readsAll = (viewer: Viewer) => can(viewer, 'agenda.readAll');

function writable(viewer: Viewer): SQL {
  if (can(viewer, 'agenda.writeAll')) return sql`true`;
  const own = or(eq(appointments.userId, viewer.id), eq(appointments.createdBy, viewer.id)) as SQL;
  if (!isSalesperson(viewer)) return own;
  return or(own, eq(projects.salesmanId, viewer.id)) as SQL;
}

const visible = (viewer: Viewer): SQL => (readsAll(viewer) ? sql`true` : writable(viewer));

/** Whether the viewer reads the appointment in full (see the header); never null. */
function detailed(viewer: Viewer): SQL {
  const caller = { userId: viewer.id, roles: viewer.roles, team: viewer.team };
  // Without a project: those he wrote, and (a grid operator) those in the agendas of the salespeople he leads.
  const led = salesmanKeyIn(sql`${appointments.userId}`, followedSalesmen(caller));
  const withoutProject = can(caller, 'project.readAll')
    ? sql`true`
    : sql`(${appointments.createdBy} = ${viewer.id} or ${led})`;
  return sql`coalesce(${appointments.userId} = ${viewer.id}
    or (${appointments.projectId} is null and ${withoutProject})
    or (${appointments.projectId} is not null and ${opensProjectSql(caller)}), false)`;
}

/** One row per appointment; names come from joins, never one query per row. */
const columns = (viewer: Viewer) => ({
  id: appointments.id,
  type: appointments.type,
  title: appointments.title,
  allDay: appointments.allDay,
  place: appointments.place,
  description: appointments.description,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  updatedAt: appointments.updatedAt,
  projectId: appointments.projectId,
  projectName: projects.name,
  customerId: customers.id,
  name1: customers.name1,
  surname1: customers.surname1,
  name2: customers.name2,
  surname2: customers.surname2,
  userId: appointments.userId,
  userSurname: users.surname,
  userName: users.name,
  createdBy: appointments.createdBy,
  cancelled: appointments.cancelled,
  visioUrl: appointments.visioUrl,
  // What he may not read, he may not change either: a busy slot is not the caller's to move.
  editable: sql<boolean>`coalesce((${writable(viewer)}) and ${detailed(viewer)}, false)`,
  detailed: sql<boolean>`${detailed(viewer)}`,
});
export type AppointmentRow = NonNullable<Awaited<ReturnType<typeof findVisible>>>;

function baseQuery(db: Db, viewer: Viewer) {
  return db
    .select(columns(viewer))
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(projects, eq(projects.id, appointments.projectId))
    .leftJoin(customers, eq(customers.id, projects.customerId));
}

/** Appointments overlapping [start, end): those starting before `end` and not ended before `start`. */
export async function listRange(
  db: Db,
  viewer: Viewer,
  range: { start: Date; end: Date; userId?: number | undefined; withCancelled: boolean },
) {
  return baseQuery(db, viewer)
    .where(
      and(
        visible(viewer),
        // The lower bound on starts_at keeps the (user_id, starts_at) index range bounded: no appointment
        // lasts longer than APPOINTMENT_MAX_RANGE_DAYS (checked on input), so one starting earlier cannot overlap.
        gte(appointments.startsAt, new Date(range.start.getTime() - APPOINTMENT_MAX_RANGE_DAYS * 86_400_000)),
        lt(appointments.startsAt, range.end),
        sql`coalesce(${appointments.endsAt}, ${appointments.startsAt}) >= ${range.start}`,
        range.userId === undefined ? undefined : eq(appointments.userId, range.userId),
        range.withCancelled ? undefined : eq(appointments.cancelled, false),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(2000);
}

/** The summary's count, prepared once per database (db/prepared.ts). */
const scheduledCount = preparedAmong('summary_scheduled', (db, among) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        among(appointments.userId),
        eq(appointments.cancelled, false),
        // now() rather than a value: the generic plan of a named statement still sees the range's bound.
        gte(appointments.startsAt, sql`now()`),
      ),
    ),
);

/**
 * Appointments from now on of one agenda (`userId`), or of every agenda (null, administrators): the summary's
 * `scheduled` counter, a range scan of appointments_user_start_idx / appointments_start_idx.
 */
export async function countScheduled(db: Database, userId: number | null): Promise<number> {
  const [row] = await scheduledCount(db, userId === null ? null : [userId]);
  return row?.n ?? 0;
}

/** One user's appointments from `from` on, soonest first (agenda side list, .ics feed). */
export async function listForUser(db: Db, viewer: Viewer, userId: number, from: Date, limit: number) {
  return baseQuery(db, viewer)
    .where(and(visible(viewer), eq(appointments.userId, userId), gte(appointments.startsAt, from)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(limit);
}

/**
 * A project's appointments, newest first (prospect sheet): only those the viewer reads in full, since a
 * busy slot listed here would still tell whose project it is about.
 */
export async function listForProject(db: Db, viewer: Viewer, projectId: number) {
  return baseQuery(db, viewer)
    .where(and(visible(viewer), detailed(viewer), eq(appointments.projectId, projectId)))
    .orderBy(sql`${appointments.startsAt} desc`, sql`${appointments.id} desc`)
    .limit(500);
}

export async function findVisible(db: Db, viewer: Viewer, id: number) {
  const [row] = await baseQuery(db, viewer)
    .where(and(eq(appointments.id, id), visible(viewer)))
    .limit(1);
  return row;
}

/** The project if it exists, with the salesperson who follows it. */
export async function findProject(db: Db, id: number) {
  const [row] = await db
    .select({ id: projects.id, salesmanId: projects.salesmanId, name: projects.name })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  return row;
}

/** The active staff user with this id (name for notifications), if any. */
export async function findActiveStaff(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, surname: users.surname, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.isActive, true),
        sql`${users.roles} && ${`{${STAFF_ROLES.join(',')}}`}::text[]`,
      ),
    )
    .limit(1);
  return row;
}

export type AppointmentValues = {
  type: number;
  title: string;
  projectId: number | null;
  userId: number;
  startsAt: Date;
  endsAt: Date | null;
  allDay: boolean;
  place: string;
  description: string;
};

export async function insert(db: Db, values: AppointmentValues & { createdBy: number }): Promise<number> {
  const [row] = await db.insert(appointments).values(values).returning({ id: appointments.id });
  if (!row) throw new Error('appointment insert returned no row');
  return row.id;
}

export async function update(
  db: Db,
  id: number,
  values: Partial<AppointmentValues> & { cancelled?: boolean },
) {
  await db
    .update(appointments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(appointments.id, id));
}

export async function remove(db: Db, id: number) {
  await db.delete(appointments).where(eq(appointments.id, id));
}

export async function feedTokenOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ token: appointmentFeeds.token })
    .from(appointmentFeeds)
    .where(eq(appointmentFeeds.userId, userId));
  return row?.token;
}

/** Stores the user's feed token, replacing the previous one (which stops working). */
export async function saveFeedToken(db: Db, userId: number, token: string) {
  await db
    .insert(appointmentFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: appointmentFeeds.userId, set: { token, createdAt: sql`now()` } });
}

/** The active staff user owning this feed token, if any. */
export async function userOfFeedToken(db: Db, token: string) {
  const [row] = await db
    .select({ id: users.id, roles: users.roles, surname: users.surname, name: users.name })
    .from(appointmentFeeds)
    .innerJoin(users, eq(users.id, appointmentFeeds.userId))
    .where(and(eq(appointmentFeeds.token, token), eq(users.isActive, true)))
    .limit(1);
  return row;
}
