import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, files, projects, users } from '../../db/schema';
import { salesmanKeyIn } from '../projects';

export type FileRow = typeof files.$inferSelect;

/** The projects of the customer whose portal account `userId` is: ownership comes from the account. */
export function ownProjectIds(userId: number): SQL {
  return sql`(select ${projects.id} from ${projects} inner join ${customers} on ${customers.id} = ${projects.customerId} where ${customers.userId} = ${userId})`;
}

export async function customerOwnsProject(db: Db, userId: number, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(projects.id, projectId), eq(customers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The projects these salespeople follow (project-access followedSalesmen). */
export function followedProjectIds(salesmen: number[]): SQL {
  const followed = salesmanKeyIn(sql`${projects.salesmanId}`, salesmen);
  return sql`(select ${projects.id} from ${projects} where ${followed})`;
}

export async function followsProject(db: Db, userId: number, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.salesmanId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function projectExists(db: Db, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row !== undefined;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

/** `visible` is the caller's visibility condition (see files.access.ts): every read goes through it. */
export async function findVisible(db: Db, visible: SQL, id: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt), visible))
    .limit(1);
  return row;
}

export async function listVisible(
  db: Db,
  visible: SQL,
  filter: { type: string; linkedId?: number | undefined },
): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(
      and(
        eq(files.type, filter.type),
        filter.linkedId === undefined ? undefined : eq(files.linkedId, filter.linkedId),
        isNull(files.deletedAt),
        visible,
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(1000);
}

/** A project's file known by its name (plan.jpg…), the newest when several bear it. */
export async function findSpecial(
  db: Db,
  visible: SQL,
  options: { linkedId: number; name: string },
): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.type, 'project'),
        eq(files.linkedId, options.linkedId),
        sql`lower(${files.originalName}) = lower(${options.name})`,
        isNull(files.deletedAt),
        visible,
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(1);
  return row;
}

/** A user's photo is their live file of type 'user' carrying this marker in `ids`. */
export const PHOTO_IDS = { photo: true } as const;
export const isPhotoRow = sql`${files.ids} @> ${JSON.stringify(PHOTO_IDS)}::jsonb`;
/** `isPhotoRow` on a row already read (of type 'user'): jsonb containment of `{"photo": true}`. */
export const isUserPhoto = (row: Pick<FileRow, 'ids'>) =>
  typeof row.ids === 'object' &&
  row.ids !== null &&
  !Array.isArray(row.ids) &&
  (row.ids as Record<string, unknown>).photo === true;

/** The user's current photo, newest first, within the caller's visibility (one indexed lookup). */
export async function findUserPhoto(db: Db, visible: SQL, userId: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(eq(files.type, 'user'), eq(files.linkedId, userId), isPhotoRow, isNull(files.deletedAt), visible),
    )
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(1);
  return row;
}

/** Every live photo of the user (normally one), to replace or remove them. */
export async function listUserPhotos(db: Db, userId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.type, 'user'), eq(files.linkedId, userId), isPhotoRow, isNull(files.deletedAt)))
    .for('update');
}

/** A link's issuer as the viewer checks it: still active, and with which roles now. */
export async function findAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ roles: users.roles, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Is this address an active user's e-mail (stored lower-case, unique)? */
export async function isActiveUserEmail(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.isActive, true)))
    .limit(1);
  return row !== undefined;
}

export async function insertFiles(db: Db, rows: (typeof files.$inferInsert)[]): Promise<FileRow[]> {
  if (!rows.length) return [];
  return db.insert(files).values(rows).returning();
}

export async function updateFile(
  db: Db,
  id: number,
  values: Partial<Pick<FileRow, 'originalName' | 'state'>>,
): Promise<FileRow | undefined> {
  const [row] = await db
    .update(files)
    .set(values)
    .where(and(eq(files.id, id), isNull(files.deletedAt)))
    .returning();
  return row;
}

export async function softDelete(db: Db, ids: number[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  return db
    .update(files)
    .set({ deletedAt: sql`now()` })
    .where(and(inArray(files.id, ids), isNull(files.deletedAt)))
    .returning();
}

/** The caller's temporary files, optionally only those bearing a name. */
export async function listOwnTemp(db: Db, userId: number, name?: string): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(
      and(
        eq(files.type, 'temp'),
        eq(files.uploadedBy, userId),
        isNull(files.deletedAt),
        name === undefined ? undefined : eq(files.originalName, name),
      ),
    );
}

export const anyOf = (conditions: SQL[]): SQL => or(...conditions) ?? sql`false`;
