import type { TAnnouncementValues } from '@batir/shared/announcements';
import { type Role, STAFF_ROLES } from '@batir/shared/roles';
import { and, count, desc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcementReads, announcements, users } from '../../db/schema';

type Reader = { id: number; roles: readonly Role[] };

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

/** What the admin screen shows: counts and names come from correlated subqueries, never one query per row. */
const adminColumns = {
  ...columns,
  readCount: sql<number>`(select count(*)::int from ${announcementReads} r where r.announcement_id = ${announcements.id})`,
  users: sql<{ id: number; surname: string; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', u.id, 'surname', u.surname, 'name', u.name) order by u.name, u.surname)
    from ${users} u where u.id = any(${announcements.userIds})), '[]'::json)`,
};

/** Started, and aimed at this user: everyone (no target), one of their roles, or them by id. */
const startedFor = (user: Reader) =>
  sql`${announcements.startingDate} <= now()
    and (
      (cardinality(${announcements.roles}) = 0 and cardinality(${announcements.userIds}) = 0)
      or ${announcements.roles} && ${`{${user.roles.join(',')}}`}::text[]
      or ${user.id} = any(${announcements.userIds})
    )`;

/** Unread announcements as one JSON array (same rows and order as listUnreadFor), for a bigger select; roles as a text[] literal. */
export const unreadJsonFor = (userId: Placeholder | number, roles: Placeholder | string) =>
  sql<
    {
      id: number;
      title: string;
      content: string;
      startingMs: string;
      authorSurname: string;
      authorName: string;
    }[]
  >`coalesce((
    select json_agg(json_build_object('id', a.id, 'title', a.title, 'content', a.content,
        'startingMs', floor(extract(epoch from a.starting_date) * 1000)::bigint::text,
        'authorSurname', au.surname, 'authorName', au.name) order by a.starting_date, a.id)
    from ${announcements} a inner join ${users} au on au.id = a.author_id
    where a.starting_date <= now()
      and ((cardinality(a.roles) = 0 and cardinality(a.user_ids) = 0)
        or a.roles && ${roles}::text[]
        or ${userId}::int = any(a.user_ids))
      and not exists (select 1 from ${announcementReads} r where r.announcement_id = a.id and r.user_id = ${userId})
  ), '[]'::json)`;

/** Announcements that have started, target this user (or everyone), and they have not read yet. */
export async function listUnreadFor(db: Db, user: Reader) {
  return db
    .select(columns)
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.authorId))
    .where(
      sql`${startedFor(user)}
        and not exists (select 1 from ${announcementReads} r
          where r.announcement_id = ${announcements.id} and r.user_id = ${user.id})`,
    )
    .orderBy(announcements.startingDate, announcements.id);
}

/** True when the announcement exists, has started and is aimed at this user (read or not). */
export async function isVisibleTo(db: Db, id: number, user: Reader): Promise<boolean> {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, id), startedFor(user)))
    .limit(1);
  return !!row;
}

export async function listPage(db: Db, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(announcements)
      .innerJoin(users, eq(users.id, announcements.authorId))
      .orderBy(desc(announcements.startingDate), desc(announcements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(announcements),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findById(db: Db, id: number) {
  const [row] = await db
    .select(adminColumns)
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.authorId))
    .where(eq(announcements.id, id))
    .limit(1);
  return row;
}

/** The ids among `ids` that are active staff accounts (the only users an announcement can reach). */
export async function activeStaffIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.isActive, true),
        sql`${users.roles} && ${`{${STAFF_ROLES.join(',')}}`}::text[]`,
      ),
    );
  return rows.map((row) => row.id);
}

type Values = Omit<TAnnouncementValues, 'startingDate'> & { startingDate: Date };

export async function insert(db: Db, values: Values & { authorId: number }): Promise<number> {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  if (!row) throw new Error('announcement insert returned no row');
  return row.id;
}

export async function update(db: Db, id: number, values: Values) {
  await db
    .update(announcements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(announcements.id, id));
}

export async function remove(db: Db, id: number) {
  await db.delete(announcements).where(eq(announcements.id, id));
}

export async function markRead(db: Db, announcementId: number, userId: number) {
  await db.insert(announcementReads).values({ announcementId, userId }).onConflictDoNothing();
}
