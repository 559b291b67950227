import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { contacts } from '../../db/schema';

export async function insertContact(db: Db, values: typeof contacts.$inferInsert) {
  const [row] = await db.insert(contacts).values(values).returning({ id: contacts.id });
  if (!row) throw new Error('contact not created');
  return row.id;
}

/**
 * SQL condition "this adviser covers the postal code": a coverage entry is a full code or a prefix
 * (department), so `49` covers `49000` and `49130`.
 */
export function coversPostalCode(userId: SQL, postalCode: SQL): SQL {
  return sql`exists (select 1 from user_postal_codes upc
    where upc.user_id = ${userId} and ${postalCode} like upc.postal_code || '%')`;
}

/**
 * The salespeople concerned by a contact from this postal code: those covering it, or every active
 * salesperson when nobody does (so no contact is left unseen).
 */
export async function concernedSalesmen(db: Db, postalCode: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with salesmen as (
      select u.id, ${coversPostalCode(sql`u.id`, sql`${postalCode}`)} as covers
      from users u where u.is_active and u.roles @> array['salesman']::text[]
    )
    select id from salesmen
    where covers or not exists (select 1 from salesmen where covers)
    order by id`,
  );
  return rows.map((row) => row.id);
}
