import { randomBytes } from 'node:crypto';
import { USERS_ERRORS } from '@batir/shared/contracts/users';
import { can } from '@batir/shared/policy';
import type { TUserAccount, TUserAccountValues } from '@batir/shared/users';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import { type AuthService, hashPassword, issuePasswordResetLink } from '../auth';
import * as repo from './users-admin.repository';

const accountOf = (row: NonNullable<repo.AccountRow>): TUserAccount => ({
  id: row.id,
  email: row.email,
  surname: row.surname,
  name: row.name,
  phone: row.phone,
  roles: row.roles,
  isActive: row.isActive,
  manager:
    row.managerId === null || row.managerSurname === null || row.managerName === null
      ? null
      : { id: row.managerId, surname: row.managerSurname, name: row.managerName },
  postalCodes: row.postalCodes,
  credit: row.credit,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

async function loadAccount(db: Database | Tx, id: number): Promise<TUserAccount> {
  const row = await repo.findAccount(db, id);
  if (!row) throw new AppError(USERS_ERRORS.USER_NOT_FOUND);
  return accountOf(row);
}

/** For GET /api/user/{id}: undefined when the user is not a staff account. */
export async function findAccount(db: Database, id: number): Promise<TUserAccount | undefined> {
  const row = await repo.findAccount(db, id);
  return row && accountOf(row);
}

export async function listAccounts(options: {
  db: Database;
  page: number;
  limit: number;
  search?: string | undefined;
  archived: boolean;
}) {
  const { db, page, limit } = options;
  const { rows, total } = await repo.listAccounts(db, {
    search: options.search || undefined,
    archived: options.archived,
    limit,
    offset: (page - 1) * limit,
  });
  return { list: rows.map(accountOf), total, page, limit };
}

const duplicateEmail = () =>
  new AppError(USERS_ERRORS.EMAIL_ALREADY_USED, {
    fields: { email: USERS_ERRORS.EMAIL_ALREADY_USED.message },
  });

/** The e-mail is unique; checked first for a clear message, and the unique index settles races. */
async function assertEmailFree(db: Database | Tx, email: string, exceptId?: number) {
  const owner = await repo.findUserIdByEmail(db, email);
  if (owner !== undefined && owner !== exceptId) throw duplicateEmail();
}

/** A concurrent request took the address between the check and the write (users_email_key). */
function isEmailTaken(error: unknown): boolean {
  const causes = [error, (error as { cause?: unknown } | null)?.cause];
  return causes.some((cause) => (cause as { code?: string } | null)?.code === '23505');
}

async function withEmailRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isEmailTaken(error)) throw duplicateEmail();
    throw error;
  }
}

async function assertManager(db: Database | Tx, managerId: number | null, userId?: number) {
  if (managerId === null) return;
  const message =
    managerId === userId
      ? 'Un utilisateur ne peut pas être son propre responsable.'
      : 'Ce responsable est introuvable ou archivé.';
  if (managerId === userId || !(await repo.isActiveStaff(db, managerId))) {
    throw new AppError(USERS_ERRORS.MANAGER_INVALID, { fields: { managerId: message } });
  }
}

const columnsOf = (values: TUserAccountValues) => ({
  surname: values.surname,
  name: values.name,
  email: values.email,
  phone: values.phone || null,
  roles: values.roles,
  managerId: values.managerId,
  credit: values.credit,
});

/**
 * POST /api/user. The account gets an unusable random password; the new user chooses one through the
 * single-use link e-mailed in the same transaction (so no password ever travels or sits in the audit log).
 */
export async function createAccount(options: {
  db: Database;
  values: TUserAccountValues;
  callerId: number;
  publicUrl: string;
  context: RequestContext;
}): Promise<TUserAccount> {
  const { db, values, callerId, context } = options;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return withEmailRace(() =>
    db.transaction(async (tx) => {
      await assertEmailFree(tx, values.email);
      await assertManager(tx, values.managerId);
      const id = await repo.insertAccount(tx, { ...columnsOf(values), passwordHash });
      await repo.replacePostalCodes(tx, id, values.postalCodes);
      const account = await loadAccount(tx, id);
      await writeAudit(tx, {
        userId: callerId,
        action: 'user.create',
        entity: 'user',
        entityId: id,
        after: account,
        ip: context.ip,
        requestId: context.requestId,
      });
      await issuePasswordResetLink({
        tx,
        user: { id, email: values.email, surname: values.surname },
        publicUrl: options.publicUrl,
        requestedBy: callerId,
        reason: 'newStaff',
        context,
      });
      return account;
    }),
  );
}

/** PUT /api/user/{id} by an administrator: identity, roles, manager, postal codes covered, credit. */
export async function updateAccount(options: {
  db: Database;
  id: number;
  values: TUserAccountValues;
  callerId: number;
  context: RequestContext;
}): Promise<TUserAccount> {
  const { db, id, values, callerId, context } = options;
  if (id === callerId && !can(values, 'user.manage')) {
    // Otherwise the last administrator could lock everyone out of this screen.
    throw new AppError(USERS_ERRORS.OWN_ADMIN_ROLE_REQUIRED, {
      fields: { roles: 'Vous ne pouvez pas retirer votre propre rôle administrateur.' },
    });
  }
  return withEmailRace(() =>
    db.transaction(async (tx) => {
      const before = await loadAccount(tx, id);
      await assertEmailFree(tx, values.email, id);
      await assertManager(tx, values.managerId, id);
      await repo.updateAccount(tx, id, columnsOf(values));
      await repo.replacePostalCodes(tx, id, values.postalCodes);
      const after = await loadAccount(tx, id);
      await writeAudit(tx, {
        userId: callerId,
        action: 'user.update',
        entity: 'user',
        entityId: id,
        before,
        after,
        ip: context.ip,
        requestId: context.requestId,
      });
      return after;
    }),
  );
}

/**
 * PUT /api/user/{id}/archive. Disabling ends every session in the same transaction: the access policy
 * checks the session on each request, so the user's current token stops working at once.
 */
export async function archiveAccount(options: {
  db: Database;
  auth: AuthService;
  id: number;
  archive: boolean;
  callerId: number;
  context: RequestContext;
}): Promise<TUserAccount> {
  const { db, auth, id, archive, callerId, context } = options;
  if (archive && id === callerId) throw new AppError(USERS_ERRORS.CANNOT_ARCHIVE_SELF);
  return db.transaction(async (tx) => {
    const before = await loadAccount(tx, id);
    await repo.setActive(tx, id, !archive);
    if (archive) await auth.endAllSessions({ tx, userId: id, reason: 'archive' });
    await writeAudit(tx, {
      userId: callerId,
      action: archive ? 'user.archive' : 'user.restore',
      entity: 'user',
      entityId: id,
      before: { isActive: before.isActive },
      after: { isActive: !archive },
      ip: context.ip,
      requestId: context.requestId,
    });
    return { ...before, isActive: !archive };
  });
}

const SEARCH_LIMIT = 20;

export async function searchStaff(db: Database, term: string) {
  return repo.searchStaff(db, term, SEARCH_LIMIT);
}

export async function listSalesmen(db: Database) {
  return repo.listSalesmen(db);
}
