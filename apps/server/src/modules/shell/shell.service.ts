import { MAX_USER_FAVORITES, SHELL_ERRORS } from '@batir/shared/contracts/shell';
import { can, holdsOneOf, isSalesperson } from '@batir/shared/policy';
import type { Role } from '@batir/shared/roles';
import type { TMenuItem, TMenuType, TUserFavorite } from '@batir/shared/shell';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './shell.repository';

/** Spec 2 §3.2: menu type `admin` (the default) for admin, technical and grid operator; `salesman` for salespeople. */
export function menuTypeOf(roles: readonly Role[]): TMenuType {
  return !can({ roles }, 'menu.admin') && isSalesperson({ roles }) ? 'salesman' : 'admin';
}

const visibleTo = (roles: readonly Role[]) => (item: { roles: Role[] }) =>
  item.roles.length === 0 || holdsOneOf({ roles }, item.roles);

/** The menu tree of the user's menu type, narrowed to the entries their roles may see. */
export async function getMenuList(options: { db: Database; roles: readonly Role[] }): Promise<TMenuItem[]> {
  const rows = (await repo.listMenuItems(options.db, menuTypeOf(options.roles))).filter(
    visibleTo(options.roles),
  );
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): TMenuItem[] =>
    (byParent.get(parentId) ?? [])
      .map((row) => ({
        id: row.id,
        name: row.name,
        icon: row.icon,
        route: row.route,
        url: row.url,
        isNew: row.isNew,
        items: build(row.id),
      }))
      // A group whose entries are all hidden is hidden too.
      .filter((item) => item.route !== null || item.url !== null || item.items.length > 0);
  return build(null);
}

/** PUT /api/user/menuFavorite/{menuId}: stars or unstars a menu entry the user can see. */
export async function toggleMenuFavorite(options: {
  db: Database;
  userId: number;
  roles: Role[];
  menuId: number;
}) {
  const { db, userId, roles, menuId } = options;
  const item = await repo.findMenuItem(db, menuId);
  if (!item || item.menuType !== menuTypeOf(roles) || !visibleTo(roles)(item) || (!item.route && !item.url)) {
    throw new AppError(SHELL_ERRORS.MENU_ITEM_NOT_FOUND);
  }
  await db.transaction(async (tx) => {
    const removed = await repo.deleteMenuFavorite(tx, userId, menuId);
    if (!removed)
      await repo.insertMenuFavorite(tx, {
        userId,
        menuId,
        name: item.name,
        url: item.url ?? item.route ?? '',
      });
  });
  return repo.listMenuFavorites(db, userId);
}

export { MAX_USER_FAVORITES };

const asFavorite = (row: Awaited<ReturnType<typeof repo.listUserFavorites>>[number]): TUserFavorite => ({
  ...row,
  type: row.type === 0 ? 0 : 1,
});

export async function listUserFavorites(options: { db: Database; userId: number }) {
  return (await repo.listUserFavorites(options.db, options.userId)).map(asFavorite);
}

export async function addUserFavorite(options: {
  db: Database;
  userId: number;
  favorite: { name: string; path: string; params: Record<string, unknown>; type: 0 | 1; title: string };
}) {
  const { db, userId, favorite } = options;
  if (favorite.type === 1 && !favorite.name) {
    throw new AppError(SHELL_ERRORS.FAVORITE_NAME_REQUIRED, {
      fields: { name: 'Indiquez le nom de la route pour un favori de type 1' },
    });
  }
  return db.transaction(async (tx) => {
    if ((await repo.countUserFavorites(tx, userId)) >= MAX_USER_FAVORITES) {
      throw new AppError(SHELL_ERRORS.TOO_MANY_FAVORITES);
    }
    await repo.insertUserFavorite(tx, { userId, ...favorite });
    return (await repo.listUserFavorites(tx, userId)).map(asFavorite);
  });
}

export async function removeUserFavorite(options: { db: Database; userId: number; id: number }) {
  const removed = await repo.deleteUserFavorite(options.db, options.userId, options.id);
  if (!removed) throw new AppError(SHELL_ERRORS.FAVORITE_NOT_FOUND);
  return listUserFavorites(options);
}

/** The ids must be exactly the user's favourites, each once, in the new order. */
export async function reorderUserFavorites(options: { db: Database; userId: number; ids: number[] }) {
  const { db, userId, ids } = options;
  return db.transaction(async (tx) => {
    const current = await repo.listUserFavorites(tx, userId);
    const expected = new Set(current.map((favorite) => favorite.id));
    if (
      ids.length !== expected.size ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => expected.has(id))
    ) {
      throw new AppError(SHELL_ERRORS.FAVORITE_ORDER_MISMATCH, {
        fields: { ids: 'Liste de favoris incomplète ou inconnue' },
      });
    }
    await repo.reorderUserFavorites(tx, userId, ids);
    return (await repo.listUserFavorites(tx, userId)).map(asFavorite);
  });
}
