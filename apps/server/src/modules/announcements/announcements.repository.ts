import type { Role } from '@batir/shared/roles';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { announcementReads, announcements, users } from '../../db/schema';

type Db = Database | Tx;

const columns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  startingDate: announcements.startingDate,
  roles: announcements.roles,
  userIds: announcements.userIds,
  authorSurname: users.surname,
  authorName: users.name,
};

/** Announcements that have started, target this user (or everyone), and they have not read yet. */
export async function listUnreadFor(db: Db, user: { id: number; roles: Role[] }) {
  return db
    .select(columns)
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.authorId))
    .where(
      sql`${announcements.startingDate} <= now()
        and (
          (cardinality(${announcements.roles}) = 0 and cardinality(${announcements.userIds}) = 0)
          or ${announcements.roles} && ${`{${user.roles.join(',')}}`}::text[]
          or ${user.id} = any(${announcements.userIds})
        )
        and not exists (select 1 from ${announcementReads} r
          where r.announcement_id = ${announcements.id} and r.user_id = ${user.id})`,
    )
    .orderBy(announcements.startingDate, announcements.id);
}

export async function listAll(db: Db) {
  return db
    .select({
      ...columns,
      readCount: sql<number>`(select count(*)::int from ${announcementReads} r where r.announcement_id = ${announcements.id})`,
    })
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.authorId))
    .orderBy(desc(announcements.startingDate), desc(announcements.id))
    .limit(500);
}

export async function findById(db: Db, id: number) {
  const [row] = await db
    .select({
      ...columns,
      readCount: sql<number>`(select count(*)::int from ${announcementReads} r where r.announcement_id = ${announcements.id})`,
    })
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.authorId))
    .where(eq(announcements.id, id))
    .limit(1);
  return row;
}

export type AnnouncementValues = {
  title: string;
  content: string;
  startingDate: Date;
  roles: Role[];
  userIds: number[];
};

export async function insert(db: Db, values: AnnouncementValues & { authorId: number }) {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  return row?.id;
}

export async function update(db: Db, id: number, values: AnnouncementValues) {
  const updated = await db
    .update(announcements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  return updated.length > 0;
}

export async function markRead(db: Db, announcementId: number, userId: number) {
  await db.insert(announcementReads).values({ announcementId, userId }).onConflictDoNothing();
}
