import { and, asc, eq, exists, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, userPostalCodes, users } from '../../db/schema';

export async function insertContact(db: Db, values: typeof contacts.$inferInsert) {
  const [row] = await db.insert(contacts).values(values).returning({ id: contacts.id });
  if (!row) throw new Error('contact not created');
  return row.id;
}

/**
 * SQL condition "this adviser covers the postal code": a coverage entry is a full code or a prefix
 * (department), so `49` covers `49000` and `49130`. Also used inside raw queries (summary), hence SQL.
 */
export function coversPostalCode(userId: SQL, postalCode: SQL): SQL {
  return sql`exists (select 1 from ${userPostalCodes}
    where ${userPostalCodes.userId} = ${userId} and ${postalCode} like ${userPostalCodes.postalCode} || '%')`;
}

/**
 * The salespeople concerned by a contact from this postal code: those covering it, or every active
 * salesperson when nobody does (so no contact is left unseen).
 */
export async function concernedSalesmen(db: Db, postalCode: string): Promise<number[]> {
  const salesmen = db.$with('salesmen').as(
    db
      .select({
        id: users.id,
        covers: sql<boolean>`${coversPostalCode(sql`${users.id}`, sql`${postalCode}`)}`.as('covers'),
      })
      .from(users)
      .where(and(eq(users.isActive, true), sql`${users.roles} @> array['salesman']::text[]`)),
  );
  const rows = await db
    .with(salesmen)
    .select({ id: salesmen.id })
    .from(salesmen)
    .where(
      or(
        salesmen.covers,
        not(exists(db.select({ one: sql`1` }).from(salesmen).where(sql`${salesmen.covers}`))),
      ),
    )
    .orderBy(asc(salesmen.id));
  return rows.map((row) => row.id);
}
