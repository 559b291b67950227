import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userMenuLeft, userSummaryCategories } from '../../db/schema';

export type LayoutRow = { category: string; weight: number; size: number; active: boolean };

export async function listLayout(db: Db, userId: number): Promise<LayoutRow[]> {
  return db
    .select({
      category: userSummaryCategories.category,
      weight: userSummaryCategories.weight,
      size: userSummaryCategories.size,
      active: userSummaryCategories.active,
    })
    .from(userSummaryCategories)
    .where(eq(userSummaryCategories.userId, userId));
}

/** Locks the user's layout rows: two tabs saving at once apply one after the other. */
export async function lockLayout(tx: Tx, userId: number): Promise<LayoutRow[]> {
  return tx
    .select({
      category: userSummaryCategories.category,
      weight: userSummaryCategories.weight,
      size: userSummaryCategories.size,
      active: userSummaryCategories.active,
    })
    .from(userSummaryCategories)
    .where(eq(userSummaryCategories.userId, userId))
    .for('update');
}

/** Writes every category of the user's layout (one statement). */
export async function saveLayout(tx: Tx, userId: number, rows: LayoutRow[]): Promise<void> {
  if (!rows.length) return;
  await tx
    .insert(userSummaryCategories)
    .values(rows.map((row) => ({ userId, ...row })))
    .onConflictDoUpdate({
      target: [userSummaryCategories.userId, userSummaryCategories.category],
      set: {
        weight: sql`excluded.weight`,
        size: sql`excluded.size`,
        active: sql`excluded.active`,
      },
    });
}

export async function findMenuLeft(db: Db, userId: number) {
  const [row] = await db
    .select({ lines: userMenuLeft.lines })
    .from(userMenuLeft)
    .where(eq(userMenuLeft.userId, userId));
  return row?.lines ?? null;
}

export async function saveMenuLeft(db: Db, userId: number, lines: { key: string; active: boolean }[]) {
  await db
    .insert(userMenuLeft)
    .values({ userId, lines })
    .onConflictDoUpdate({ target: userMenuLeft.userId, set: { lines, updatedAt: sql`now()` } });
}
