import { and, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { summaryCounts } from '../../db/schema';
import { type Caller, salesmanKeyIn, visibleSalesmen } from './project-access';

/**
 * The summary counters kept by statement triggers on projects (summary_counts, migration 0031
 * summary_area_counts), over live customer projects: those of the salespeople whose projects the caller
 * sees (visibleSalesmen, the rule of the lists). `area` is the counter prefix (financing, bp, logisbox);
 * a counter no project is in reads 0. A few rows of a small table instead of counting the projects.
 */
export async function readSummaryCounts<K extends string>(
  db: Database | Tx,
  caller: Caller,
  area: string,
  keys: readonly K[],
): Promise<Record<K, number>> {
  const names = keys.map((key) => `${area}.${key}`);
  const rows = await db
    .select({ counter: summaryCounts.counter, n: sql<number>`sum(${summaryCounts.n})::int` })
    .from(summaryCounts)
    .where(
      and(
        inArray(summaryCounts.counter, names),
        salesmanKeyIn(sql`${summaryCounts.salesmanKey}`, visibleSalesmen(caller)),
      ),
    )
    .groupBy(summaryCounts.counter);
  const byName = new Map(rows.map((row) => [row.counter, Number(row.n)]));
  return Object.fromEntries(keys.map((key) => [key, byName.get(`${area}.${key}`) ?? 0])) as Record<K, number>;
}
