import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { menuItems } from '../schema';
import { menuRows } from './menu';

/**
 * Reference data the product needs whatever DEMO_DATA says (menus, …), run at every start.
 *
 * Menu entries are added by their stable id when missing. Their role rules follow the product: an entry
 * whose roles are still the ones it was last shipped with (`shipped_roles`), or that was shipped before
 * that column existed, takes the roles of this version; an entry whose roles were changed since it was
 * shipped keeps that choice. (Inserting with ON CONFLICT DO NOTHING alone left the rules of the version
 * that first seeded a database: Leads stayed open to salespeople, Recrutement lit up for administrators.)
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const rows = menuRows();
  await db
    .insert(menuItems)
    .values(rows.map((row) => ({ ...row, shippedRoles: row.roles })))
    .onConflictDoNothing({ target: menuItems.id });
  const shipped = JSON.stringify(rows.map(({ id, roles }) => ({ id, roles })));
  await db.execute(sql`
    update ${menuItems} as m
    set roles = v.roles, shipped_roles = v.roles
    from jsonb_to_recordset(${shipped}::jsonb) as v(id integer, roles text[])
    where m.id = v.id
      and (m.shipped_roles is null or m.roles = m.shipped_roles)
      and m.shipped_roles is distinct from v.roles`);
}
