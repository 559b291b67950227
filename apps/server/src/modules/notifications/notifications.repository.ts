import type { Role } from '@batir/shared/roles';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, customers, notifications, projects, users } from '../../db/schema';
import { ownProjectIds } from '../files';
import { type Caller, isOnlyCustomer, opensProjectSql } from '../projects';

export type NotificationRow = typeof notifications.$inferSelect;

/** The user's latest notifications, newest first (the panel groups them). */
export async function listForUser(db: Db, userId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/**
 * The projects the panel's categories name, with their household's names, among those the reader may open
 * (project-access opensProject; a customer, his household's).
 */
export async function projectsByIds(db: Db, ids: number[], reader: Caller) {
  const readable = isOnlyCustomer(reader)
    ? inArray(projects.id, ownProjectIds(reader.userId))
    : opensProjectSql(reader);
  if (!ids.length) return [];
  return db
    .select({
      id: projects.id,
      isProspect: projects.isProspect,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(inArray(projects.id, ids), readable));
}

/** The appointments the panel's `appointment` notifications are about, as they stand now. */
export async function appointmentsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: appointments.id,
      projectId: appointments.projectId,
      isProspect: sql<boolean>`coalesce(${projects.isProspect}, false)`,
      startsAt: appointments.startsAt,
      allDay: appointments.allDay,
    })
    .from(appointments)
    .leftJoin(projects, eq(projects.id, appointments.projectId))
    .where(inArray(appointments.id, ids));
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.count ?? 0;
}

export async function markRead(db: Db, userId: number, ids?: number[]) {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        ids ? inArray(notifications.id, ids.length ? ids : [0]) : undefined,
      ),
    );
}

export async function deleteOne(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

export async function deleteCategory(
  db: Db,
  userId: number,
  key: { scType: string; scName: string; scId: number | null },
): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.scType, key.scType),
        eq(notifications.scName, key.scName),
        key.scId === null ? isNull(notifications.scId) : eq(notifications.scId, key.scId),
      ),
    )
    .returning({ id: notifications.id });
  return deleted.length;
}

/** Active users targeted by everyone / roles / ids. */
export async function resolveRecipients(db: Db, target: { all: boolean; roles: Role[]; userIds: number[] }) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        target.all
          ? undefined
          : sql`(${users.roles} && ${`{${target.roles.join(',')}}`}::text[] or ${users.id} = any(${`{${target.userIds.join(',')}}`}::int[]))`,
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertMany(db: Db, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length) await db.insert(notifications).values(rows);
}
