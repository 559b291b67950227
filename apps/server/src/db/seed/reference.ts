import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { menuItems } from '../schema';
import { menuRows } from './menu';

/**
 * Reference data the product needs whatever DEMO_DATA says (menus, …), run at every start. Menu entries are
 * added by their stable id when missing, so a new version's entries reach existing databases while
 * administrators' edits to existing entries are kept.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.insert(menuItems).values(menuRows()).onConflictDoNothing({ target: menuItems.id });
  // Recrutement (105) was also shipped to admins, whose Commerciaux (108) opens the same screen: both lit
  // up. Corrected where it still has the shipped roles only, so an administrator's own choice is kept.
  await db
    .update(menuItems)
    .set({ roles: ['gridOperator'] })
    .where(and(eq(menuItems.id, 105), sql`${menuItems.roles} = array['admin', 'gridOperator']::text[]`));
}
