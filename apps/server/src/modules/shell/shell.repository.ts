import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItems, userFavorites, userMenuFavorites } from '../../db/schema';

export async function listMenuItems(db: Db, menuType: string) {
  return db
    .select()
    .from(menuItems)
    .where(eq(menuItems.menuType, menuType))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
}

export async function findMenuItem(db: Db, id: number) {
  const [item] = await db.select().from(menuItems).where(eq(menuItems.id, id)).limit(1);
  return item;
}

export async function listMenuFavorites(db: Db, userId: number) {
  return db
    .select({
      id: userMenuFavorites.id,
      menuId: userMenuFavorites.menuId,
      name: userMenuFavorites.name,
      url: userMenuFavorites.url,
    })
    .from(userMenuFavorites)
    .where(eq(userMenuFavorites.userId, userId))
    .orderBy(asc(userMenuFavorites.id));
}

/** Removes the favourite if present; tells whether it was there. */
export async function deleteMenuFavorite(db: Db, userId: number, menuId: number): Promise<boolean> {
  const deleted = await db
    .delete(userMenuFavorites)
    .where(and(eq(userMenuFavorites.userId, userId), eq(userMenuFavorites.menuId, menuId)))
    .returning({ id: userMenuFavorites.id });
  return deleted.length > 0;
}

export async function insertMenuFavorite(
  db: Db,
  values: { userId: number; menuId: number; name: string; url: string },
) {
  await db.insert(userMenuFavorites).values(values).onConflictDoNothing();
}

const favoriteColumns = {
  id: userFavorites.id,
  name: userFavorites.name,
  path: userFavorites.path,
  params: userFavorites.params,
  type: userFavorites.type,
  title: userFavorites.title,
  position: userFavorites.position,
};

export async function listUserFavorites(db: Db, userId: number) {
  return db
    .select(favoriteColumns)
    .from(userFavorites)
    .where(eq(userFavorites.userId, userId))
    .orderBy(asc(userFavorites.position), asc(userFavorites.id));
}

export async function countUserFavorites(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userFavorites)
    .where(eq(userFavorites.userId, userId));
  return row?.count ?? 0;
}

export async function insertUserFavorite(
  db: Db,
  values: {
    userId: number;
    name: string;
    path: string;
    params: Record<string, unknown>;
    type: number;
    title: string;
  },
) {
  const [row] = await db
    .insert(userFavorites)
    .values({
      ...values,
      // Appended at the end of the user's list.
      position: sql`(select coalesce(max(${userFavorites.position}), -1) + 1 from ${userFavorites} where ${userFavorites.userId} = ${values.userId})`,
    })
    .returning(favoriteColumns);
  return row;
}

export async function deleteUserFavorite(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(userFavorites)
    .where(and(eq(userFavorites.id, id), eq(userFavorites.userId, userId)))
    .returning(favoriteColumns);
  return row;
}

/**
 * Sets every position in one statement: the i-th id gets position i, read from the ids unnested with their
 * ordinality (`o`, a function's rows: no table of the schema to name them by).
 */
export async function reorderUserFavorites(db: Db, userId: number, ids: number[]) {
  await db
    .update(userFavorites)
    .set({ position: sql`o.position - 1` })
    .from(sql`unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position)`)
    .where(and(eq(userFavorites.id, sql`o.id`), eq(userFavorites.userId, userId)));
}
