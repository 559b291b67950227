import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { menuItems } from '../schema';
import { menuRows } from './menu';

/**
 * Reference data the product needs whatever DEMO_DATA says (menus, …). Added only when missing, so that
 * administrators' later edits are kept.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [menus] = await tx.select({ count: sql<number>`count(*)::int` }).from(menuItems);
    if ((menus?.count ?? 0) === 0) await tx.insert(menuItems).values(menuRows());
  });
}
