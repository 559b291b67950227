import type { TTokenPair } from '@batir/shared/auth';
import { USERS_ERRORS } from '@batir/shared/contracts/users';
import { can } from '@batir/shared/policy';
import { aclOf, type Role, roleFlags } from '@batir/shared/roles';
import type { TMenuItem } from '@batir/shared/shell';
import type { TCurrentUserResponse, TProfile } from '@batir/shared/users';
import { verify } from '@node-rs/argon2';
import type { Database } from '../../db/client';
import { AppError, forbidden, unauthorized } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import { type AuthService, hashPassword } from '../auth';
import type { FileService } from '../files';
import { getMenuList, menuTypeOf } from '../shell';
import * as repo from './users.repository';

/**
 * What GET /api/user serves alike to everyone (the active staff list, the menu of a role set), kept in this
 * process under the version the database gives for it (`cache_versions`, bumped by triggers on every write),
 * read in the same statement as the caller's own data: a change made by any process is seen on the next call.
 */
export type ShellCache = {
  staff: { version: string; list: TCurrentUserResponse['userList'] } | null;
  menus: { version: string; byRoles: Map<string, TMenuItem[]> } | null;
};

export const createShellCache = (): ShellCache => ({ staff: null, menus: null });

/** Distinct role sets are few; past this many a version's menus are dropped and built again. */
const MAX_CACHED_MENUS = 64;

async function cachedStaff(db: Database, cache: ShellCache, version: string | null) {
  if (version !== null && cache.staff?.version === version) return cache.staff.list;
  const list = await repo.listActiveStaff(db);
  // Read after the version: at worst newer than it, never older.
  if (version !== null) cache.staff = { version, list };
  return list;
}

async function cachedMenu(db: Database, cache: ShellCache, version: string | null, roles: readonly Role[]) {
  const key = [...roles].sort().join(',');
  if (version !== null && cache.menus?.version === version) {
    const menu = cache.menus.byRoles.get(key);
    if (menu) return menu;
  }
  const menu = await getMenuList({ db, roles });
  if (version !== null) {
    if (cache.menus?.version !== version || cache.menus.byRoles.size >= MAX_CACHED_MENUS)
      cache.menus = { version, byRoles: new Map() };
    cache.menus.byRoles.set(key, menu);
  }
  return menu;
}

/**
 * GET /api/user: who the caller is, what they may do, and what the shell needs at start. One statement for
 * the caller's own data (with the photo beside it); the shared lists come from the cache while their version holds.
 */
export async function getCurrentUser(options: {
  db: Database;
  files: Pick<FileService, 'userPhotoUrl'>;
  caller: { userId: number; roles: readonly Role[] };
  cache: ShellCache;
}): Promise<TCurrentUserResponse> {
  const { db, files, caller, cache } = options;
  const [user, photoUrl] = await Promise.all([
    repo.findCurrentUser(db, caller),
    files.userPhotoUrl({ caller, userId: caller.userId }),
  ]);
  if (!user) throw unauthorized('Authentification requise.');
  const staff = can(user, 'staff.access');
  // Customers and craftsmen have no business with the staff list, menus or favourites.
  const [userList, menuList] = staff
    ? await Promise.all([
        cachedStaff(db, cache, user.staffVersion),
        cachedMenu(db, cache, user.menuVersion, user.roles),
      ])
    : [[], []];
  const { customer, permit, quotation } = aclOf(user.roles);
  const flags = roleFlags(user.roles);
  return {
    error: 0,
    user: {
      id: user.id,
      isAdmin: flags.isAdmin,
      surname: user.surname,
      name: user.name,
      email: user.email,
      scope: user.roles,
      photoUrl,
      pinMessage: user.pinMessage,
    },
    acls: { roles: flags, customer, permit, quotation },
    userList,
    menuType: menuTypeOf(user.roles),
    menuList,
    menuFavorites: staff ? user.menuFavorites : [],
    userFavorite: staff
      ? user.userFavorites.map((row) => ({
          id: row.id,
          name: row.name,
          path: row.path,
          params: row.params,
          type: row.type === 0 ? 0 : 1,
          title: row.title,
          position: row.position,
        }))
      : [],
    announcementList: user.announcements.map((row) => ({
      id: row.id,
      announcement: {
        id: row.id,
        title: row.title,
        content: row.content,
        startingDate: new Date(Number(row.startingMs)).toISOString(),
        author: { surname: row.authorSurname, name: row.authorName },
      },
    })),
  };
}

const profileOf = (user: {
  id: number;
  email: string;
  surname: string;
  name: string;
  phone: string | null;
}): TProfile => ({
  id: user.id,
  email: user.email,
  surname: user.surname,
  name: user.name,
  phone: user.phone,
});

/** Users edit their own profile here; managing other accounts belongs to the users administration. */
function assertSelf(callerId: number, id: number) {
  if (callerId !== id) throw forbidden('Vous ne pouvez modifier que votre propre profil.');
}

export async function getProfile(options: {
  db: Database;
  files: Pick<FileService, 'userPhotoUrl'>;
  caller: { userId: number; roles: readonly Role[] };
  id: number;
}) {
  const { caller, id } = options;
  // Administrators read any account (users administration); everyone else only their own.
  if (!can(caller, 'user.manage')) assertSelf(caller.userId, id);
  const [user, photoUrl] = await Promise.all([
    repo.findUserById(options.db, id),
    options.files.userPhotoUrl({ caller, userId: id }),
  ]);
  if (!user) throw new AppError(USERS_ERRORS.USER_NOT_FOUND);
  return { ...profileOf(user), photoUrl };
}

/**
 * PUT /api/user/{id}. A password change ends every session of the user (the per-user cut-off) and opens a
 * new one for the caller, whose token pair is returned.
 */
export async function updateProfile(options: {
  db: Database;
  auth: AuthService;
  callerId: number;
  id: number;
  changes: {
    surname: string;
    name: string;
    phone?: string | undefined;
    currentPassword?: string | undefined;
    newPassword?: string | undefined;
  };
  context: RequestContext;
}): Promise<{ user: TProfile; token?: TTokenPair }> {
  const { db, auth, callerId, id, changes, context } = options;
  assertSelf(callerId, id);
  const before = await repo.findUserById(db, id);
  if (!before) throw new AppError(USERS_ERRORS.USER_NOT_FOUND);
  let passwordHash: string | undefined;
  if (changes.newPassword) {
    if (!(await verify(before.passwordHash, changes.currentPassword ?? ''))) {
      throw new AppError(USERS_ERRORS.CURRENT_PASSWORD_WRONG, {
        fields: { currentPassword: 'Mot de passe actuel incorrect' },
      });
    }
    passwordHash = await hashPassword(changes.newPassword);
  }
  return db.transaction(async (tx) => {
    const after = await repo.updateUser(tx, id, {
      surname: changes.surname,
      name: changes.name,
      ...(changes.phone !== undefined ? { phone: changes.phone || null } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (!after) throw new AppError(USERS_ERRORS.USER_NOT_FOUND);
    await writeAudit(tx, {
      userId: callerId,
      action: passwordHash ? 'user.profile_password' : 'user.profile',
      entity: 'user',
      entityId: id,
      before: profileOf(before),
      after: profileOf(after),
      ip: context.ip,
      requestId: context.requestId,
    });
    if (!passwordHash) return { user: profileOf(after) };
    await auth.endAllSessions({ tx, userId: id, reason: 'password' });
    const { pair } = await auth.openSession({ tx, userId: id, context });
    return { user: profileOf(after), token: pair };
  });
}
