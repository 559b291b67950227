import type { TTokenPair } from '@batir/shared/auth';
import { aclOf, isStaff, type Role, roleFlags } from '@batir/shared/roles';
import type { TCurrentUserResponse, TProfile } from '@batir/shared/users';
import { verify } from '@node-rs/argon2';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import { unreadAnnouncements } from '../announcements/announcements.service';
import { type AuthService, hashPassword } from '../auth/auth.service';
import type { FileService } from '../files/files.service';
import * as shellRepo from '../shell/shell.repository';
import { getMenuList, listUserFavorites, menuTypeOf } from '../shell/shell.service';
import * as repo from './users.repository';

/** GET /api/user: who the caller is, what they may do, and what the shell needs at start. */
export async function getCurrentUser(options: {
  db: Database;
  files: Pick<FileService, 'userPhotoUrl'>;
  caller: { userId: number; roles: readonly Role[] };
}): Promise<TCurrentUserResponse> {
  const { db, files, caller } = options;
  const { userId } = caller;
  const user = await repo.findUserById(db, userId);
  if (!user) throw unauthorized('Authentification requise.');
  const staff = isStaff(user.roles);
  // Customers and craftsmen have no business with the staff list, menus or favourites.
  const [userList, menuList, menuFavorites, userFavorite, announcementList, photoUrl] = await Promise.all([
    staff ? repo.listActiveStaff(db) : [],
    staff ? getMenuList({ db, roles: user.roles }) : [],
    staff ? shellRepo.listMenuFavorites(db, userId) : [],
    staff ? listUserFavorites({ db, userId }) : [],
    unreadAnnouncements({ db, user: { id: userId, roles: user.roles } }),
    files.userPhotoUrl({ caller, userId }),
  ]);
  const { customer, permit, quotation } = aclOf(user.roles);
  return {
    error: 0,
    user: {
      id: user.id,
      isAdmin: user.roles.includes('admin'),
      surname: user.surname,
      name: user.name,
      email: user.email,
      scope: user.roles,
      photoUrl,
      pinMessage: user.pinMessage,
    },
    acls: { roles: roleFlags(user.roles), customer, permit, quotation },
    userList,
    menuType: menuTypeOf(user.roles),
    menuList,
    menuFavorites,
    userFavorite,
    announcementList,
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
  if (!caller.roles.includes('admin')) assertSelf(caller.userId, id);
  const [user, photoUrl] = await Promise.all([
    repo.findUserById(options.db, id),
    options.files.userPhotoUrl({ caller, userId: id }),
  ]);
  if (!user) throw notFound('Utilisateur introuvable.');
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
  if (!before) throw notFound('Utilisateur introuvable.');
  let passwordHash: string | undefined;
  if (changes.newPassword) {
    if (!(await verify(before.passwordHash, changes.currentPassword ?? ''))) {
      throw badRequest('Données invalides : currentPassword.', {
        currentPassword: 'Mot de passe actuel incorrect',
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
    if (!after) throw notFound('Utilisateur introuvable.');
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
