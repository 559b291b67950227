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
}
