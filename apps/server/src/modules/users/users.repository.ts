import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema';

type Db = Database | Tx;

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Active staff, for the adviser pickers of the back office. */
export async function listActiveStaff(db: Db) {
  return db
    .select({ id: users.id, surname: users.surname, name: users.name, scope: users.roles })
    .from(users)
    .where(
      sql`${users.isActive} and ${users.roles} && array['admin','technical','salesman','gridOperator']::text[]`,
    )
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
