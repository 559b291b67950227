import { STAFF_ROLES } from '@batir/shared/roles';
import type { TUserAccountValues } from '@batir/shared/users';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { userPostalCodes, users } from '../../db/schema';
import { isSalespersonSql } from '../../lib/policy-sql';

const managers = alias(users, 'managers');

/** Staff only: customers and craftsmen are managed from their own files. Uses the GIN index on roles. */
const isStaffAccount = sql`${users.roles} && ${`{${STAFF_ROLES.join(',')}}`}::text[]`;

/** `%term%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const matches = (term: string) =>
  sql`(${users.surname} || ' ' || ${users.name} || ' ' || ${users.name} || ' ' || ${users.surname} || ' ' || ${users.email}) ilike ${containing(term)}`;

/** One row per account; the postal codes come from a correlated subquery, never one query per row. */
const accountColumns = {
  id: users.id,
  email: users.email,
  surname: users.surname,
  name: users.name,
  phone: users.phone,
  roles: users.roles,
  isActive: users.isActive,
  credit: users.credit,
  lastLoginAt: users.lastLoginAt,
  managerId: managers.id,
  managerSurname: managers.surname,
  managerName: managers.name,
  postalCodes: sql<string[]>`coalesce((select array_agg(p.postal_code order by p.postal_code)
    from ${userPostalCodes} p where p.user_id = ${users.id}), '{}'::text[])`,
};
export type AccountRow = Awaited<ReturnType<typeof findAccount>>;

export async function listAccounts(
  db: Db,
  options: { search?: string | undefined; archived: boolean; limit: number; offset: number },
) {
  const conditions: SQL[] = [isStaffAccount];
  if (!options.archived) conditions.push(eq(users.isActive, true));
  if (options.search) conditions.push(matches(options.search));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(accountColumns)
      .from(users)
      .leftJoin(managers, eq(managers.id, users.managerId))
      .where(where)
      .orderBy(asc(users.name), asc(users.surname), asc(users.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findAccount(db: Db, id: number) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(managers, eq(managers.id, users.managerId))
    .where(and(eq(users.id, id), isStaffAccount))
    .limit(1);
  return row;
}

export async function findUserIdByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/** An active staff member, to be someone's manager. */
export async function isActiveStaff(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), isStaffAccount))
    .limit(1);
  return !!row;
}

type AccountValues = Omit<TUserAccountValues, 'postalCodes' | 'phone'> & { phone: string | null };

export async function insertAccount(db: Db, values: AccountValues & { passwordHash: string }) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert users: no row returned');
  return row.id;
}

export async function updateAccount(db: Db, id: number, values: AccountValues) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Replaces the postal codes an account covers. */
export async function replacePostalCodes(db: Db, userId: number, postalCodes: readonly string[]) {
  await db.delete(userPostalCodes).where(eq(userPostalCodes.userId, userId));
  if (postalCodes.length > 0) {
    await db.insert(userPostalCodes).values(postalCodes.map((postalCode) => ({ userId, postalCode })));
  }
}

export async function setActive(db: Db, id: number, isActive: boolean) {
  await db.update(users).set({ isActive, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** Active staff matching a term, for pickers: at most `limit` rows. */
export async function searchStaff(db: Db, term: string, limit: number) {
  return db
    .select({
      id: users.id,
      surname: users.surname,
      name: users.name,
      email: users.email,
      roles: users.roles,
    })
    .from(users)
    .where(and(isStaffAccount, eq(users.isActive, true), matches(term)))
    .orderBy(asc(users.name), asc(users.surname))
    .limit(limit);
}

/** GET /api/salesman: active salespeople with their covered postal codes, in one query. */
export async function listSalesmen(db: Db) {
  return db
    .select({
      id: users.id,
      surname: users.surname,
      name: users.name,
      email: users.email,
      phone: users.phone,
      managerId: users.managerId,
      postalCodes: accountColumns.postalCodes,
    })
    .from(users)
    .where(and(eq(users.isActive, true), isSalespersonSql(sql`${users.roles}`)))
    .orderBy(asc(users.name), asc(users.surname));
}
