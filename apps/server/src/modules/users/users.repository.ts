import { type Role, STAFF_ROLES } from '@batir/shared/roles';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { cacheVersions, userFavorites, userMenuFavorites, users } from '../../db/schema';
import { unreadJsonFor } from '../announcements';

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * GET /api/user in one statement: the caller's account, menu favourites, favourites and unread announcements
 * (the same rows and order as their own queries), and the versions of what the route caches in the process.
 */
export async function findCurrentUser(db: Database, caller: { userId: number; roles: readonly Role[] }) {
  let query = currentUserQueries.get(db);
  if (!query) {
    query = currentUserQuery(db);
    currentUserQueries.set(db, query);
  }
  const [row] = await query.execute({ userId: caller.userId, roles: `{${caller.roles.join(',')}}` });
  return row;
}

/** Prepared once per database (a named statement on each PostgreSQL connection: planned once, not per call). */
const currentUserQueries = new WeakMap<Database, ReturnType<typeof currentUserQuery>>();

function currentUserQuery(db: Database) {
  const userId = sql.placeholder('userId');
  const menu = userMenuFavorites;
  const favorite = userFavorites;
  /** The version of what the route caches, as text (a bigint), null when the row is missing. */
  const version = (kind: string) =>
    sql<string | null>`(${db
      .select({ version: sql`${cacheVersions.version}::text` })
      .from(cacheVersions)
      .where(eq(cacheVersions.kind, kind))})`;
  return db
    .select({
      id: users.id,
      surname: users.surname,
      name: users.name,
      email: users.email,
      roles: users.roles,
      pinMessage: users.pinMessage,
      menuFavorites: sql<{ id: number; menuId: number; name: string; url: string }[]>`coalesce((${db
        .select({
          list: sql`json_agg(json_build_object('id', ${menu.id}, 'menuId', ${menu.menuId}, 'name', ${menu.name}, 'url', ${menu.url}) order by ${menu.id})`,
        })
        .from(menu)
        .where(eq(menu.userId, userId))}), '[]'::json)`,
      userFavorites: sql<
        {
          id: number;
          name: string;
          path: string;
          params: Record<string, unknown>;
          type: number;
          title: string;
          position: number;
        }[]
      >`coalesce((${db
        .select({
          list: sql`json_agg(json_build_object('id', ${favorite.id}, 'name', ${favorite.name}, 'path', ${favorite.path}, 'params', ${favorite.params},
            'type', ${favorite.type}, 'title', ${favorite.title}, 'position', ${favorite.position}) order by ${favorite.position}, ${favorite.id})`,
        })
        .from(favorite)
        .where(eq(favorite.userId, userId))}), '[]'::json)`,
      announcements: unreadJsonFor(userId, sql.placeholder('roles')),
      staffVersion: version('staff'),
      menuVersion: version('menu'),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('current_user');
}

/** Active staff, for the adviser pickers of the back office. */
export async function listActiveStaff(db: Db) {
  return db
    .select({ id: users.id, surname: users.surname, name: users.name, scope: users.roles })
    .from(users)
    .where(sql`${users.isActive} and ${users.roles} && ${`{${STAFF_ROLES.join(',')}}`}::text[]`)
    .orderBy(asc(users.name), asc(users.surname));
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<{ surname: string; name: string; phone: string | null; passwordHash: string }>,
) {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return user;
}
