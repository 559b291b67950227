import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client';
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
  const rows = await queryRows<{ counter: string; n: number }>(
    db,
    sql`select counter, sum(n)::int as n from summary_counts
      where counter in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})
        and ${salesmanKeyIn(sql`salesman_key`, visibleSalesmen(caller))}
      group by counter`,
  );
  const byName = new Map(rows.map((row) => [row.counter, Number(row.n)]));
  return Object.fromEntries(keys.map((key) => [key, byName.get(`${area}.${key}`) ?? 0])) as Record<K, number>;
}
