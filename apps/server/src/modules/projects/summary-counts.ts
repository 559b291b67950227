import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedAmong } from '../../db/prepared';
import { summaryCounts } from '../../db/schema';
import { type Caller, visibleSalesmen } from './project-access';

/** The counters named, summed over the salespeople given (prepared once per database). */
const countsOf = preparedAmong('summary_counts', (db, among) =>
  db
    .select({ counter: summaryCounts.counter, n: sql<number>`sum(${summaryCounts.n})::int` })
    .from(summaryCounts)
    .where(
      and(
        sql`${summaryCounts.counter} = any(${sql.placeholder('names')}::text[])`,
        among(summaryCounts.salesmanKey),
      ),
    )
    .groupBy(summaryCounts.counter),
);

/**
 * The summary counters kept by statement triggers on projects (summary_counts, migration 0031
 * summary_area_counts), over live customer projects: those of the salespeople whose projects the caller
 * sees (visibleSalesmen, the rule of the lists). `area` is the counter prefix (financing, bp, logisbox);
 * a counter no project is in reads 0. A few rows of a small table instead of counting the projects.
 */
export async function readSummaryCounts<K extends string>(
  db: Database,
  caller: Caller,
  area: string,
  keys: readonly K[],
): Promise<Record<K, number>> {
  const names = keys.map((key) => `${area}.${key}`);
  const rows = await countsOf(db, visibleSalesmen(caller), { names });
  const byName = new Map(rows.map((row) => [row.counter, Number(row.n)]));
  return Object.fromEntries(keys.map((key) => [key, byName.get(`${area}.${key}`) ?? 0])) as Record<K, number>;
}
