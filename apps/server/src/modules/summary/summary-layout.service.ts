import { ROLES, type Role } from '@batir/shared/roles';
import {
  applyLayoutChange,
  MENU_LEFT_DEFAULT_ACTIVE,
  MENU_LEFT_LINES,
  opensMenuLeftLine,
  SUMMARY_CATEGORIES,
  SUMMARY_DEFAULT_SIZES,
  type TMenuLeftBody,
  type TMenuLeftResponse,
  type TSummaryCategory,
  type TSummaryLayoutChange,
  type TSummaryLayoutItem,
  type TSummaryLayoutResponse,
} from '@batir/shared/summary';
import type { Database } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import * as repo from './summary-layout.repository';

const isCategory = (value: string): value is TSummaryCategory =>
  (SUMMARY_CATEGORIES as readonly string[]).includes(value);

/**
 * The stored rows completed with the defaults (categories added since the user saved go after his own,
 * in their default order), sorted and renumbered 0..n-1. Rows of categories that no longer exist are dropped.
 */
export function completeLayout(rows: repo.LayoutRow[]): TSummaryLayoutItem[] {
  const stored = new Map(rows.filter((row) => isCategory(row.category)).map((row) => [row.category, row]));
  const items = SUMMARY_CATEGORIES.map((category, index) => {
    const row = stored.get(category);
    return {
      category,
      // Unsaved categories after the saved ones, in their default order.
      sortKey: row ? row.weight : 1_000_000 + index,
      size: row ? Math.min(3, Math.max(1, row.size)) : SUMMARY_DEFAULT_SIZES[category],
      active: row ? row.active : true,
    };
  });
  items.sort(
    (a, b) =>
      a.sortKey - b.sortKey ||
      SUMMARY_CATEGORIES.indexOf(a.category) - SUMMARY_CATEGORIES.indexOf(b.category),
  );
  return items.map(({ category, size, active }, weight) => ({ category, weight, size, active }));
}

/** GET /api/summary/layout. */
export async function getLayout(options: { db: Database; userId: number }): Promise<TSummaryLayoutResponse> {
  return { error: 0, layout: completeLayout(await repo.listLayout(options.db, options.userId)) };
}

/** PUT /api/summary/weight, size, active: one transaction, every row written, audited. */
export async function changeLayout(options: {
  db: Database;
  userId: number;
  change: TSummaryLayoutChange;
  context: RequestContext;
}): Promise<TSummaryLayoutResponse> {
  const { db, userId, change } = options;
  const layout = await db.transaction(async (tx) => {
    const before = completeLayout(await repo.lockLayout(tx, userId));
    const after = applyLayoutChange(before, change);
    await repo.saveLayout(tx, userId, after);
    await writeAudit(tx, {
      userId,
      action: `summary.layout.${change.kind}`,
      entity: 'userSummaryCategory',
      entityId: userId,
      before,
      after: change,
      ip: options.context.ip,
      requestId: options.context.requestId,
    });
    return after;
  });
  return { error: 0, layout };
}

/**
 * The stored lines completed with the missing ones (at the end, with their default flag), without the
 * lines whose list the user's roles may not open (opensMenuLeftLine): stored ones stay, unseen.
 */
export function completeMenuLeft(
  stored: { key: string; active: boolean }[] | null,
  roles: readonly Role[],
): TMenuLeftResponse['menuLeft'] {
  const byKey = new Map(MENU_LEFT_LINES.map((line) => [line.key as string, line]));
  const seen = new Set<string>();
  const lines: TMenuLeftResponse['menuLeft'] = [];
  for (const entry of stored ?? []) {
    const line = byKey.get(entry.key);
    if (!line || seen.has(entry.key)) continue;
    seen.add(entry.key);
    lines.push({ ...line, active: !!entry.active });
  }
  for (const line of MENU_LEFT_LINES) {
    if (seen.has(line.key)) continue;
    lines.push({ ...line, active: stored ? false : MENU_LEFT_DEFAULT_ACTIVE.includes(line.key) });
  }
  return lines.filter((line) => opensMenuLeftLine(line.key, roles));
}

/** GET /api/summary/menuLeft. */
export async function getMenuLeft(options: {
  db: Database;
  userId: number;
  roles: readonly Role[];
}): Promise<TMenuLeftResponse> {
  const stored = await repo.findMenuLeft(options.db, options.userId);
  return { error: 0, menuLeft: completeMenuLeft(stored, options.roles) };
}

/** PUT /api/summary/menuLeft: the lines in the given order, missing ones appended with their current flag. */
export async function saveMenuLeft(options: {
  db: Database;
  userId: number;
  roles: readonly Role[];
  body: TMenuLeftBody;
}): Promise<TMenuLeftResponse> {
  const { db, userId, roles, body } = options;
  // Every line with its flag, those the user does not see included, so that saving keeps them as they were.
  const current = completeMenuLeft(await repo.findMenuLeft(db, userId), ROLES);
  const given = new Set<string>(body.menuLeft.map((line) => line.key));
  const lines = [
    ...body.menuLeft,
    ...current.filter((line) => !given.has(line.key)).map(({ key, active }) => ({ key, active })),
  ];
  await repo.saveMenuLeft(db, userId, lines);
  return { error: 0, menuLeft: completeMenuLeft(lines, roles) };
}
