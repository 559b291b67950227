/**
 * EXPLAIN ANALYZE of the global search's own queries: the repository functions run on a database
 * handle that prefixes each statement with EXPLAIN, so the plans shown are those of the code, not of
 * a copy of its SQL (the project groups: hotRows runs on `execute`). Each query runs twice and the second (warm) plan is kept.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type DatabaseOptions, openDatabase } from '../../apps/server/src/db/client';
import * as repo from '../../apps/server/src/modules/search/search.repository';
import { searchInput } from '../../apps/server/src/modules/search/search.service';

export async function explainSearch(options: DatabaseOptions, terms: string[]): Promise<string> {
  const database = await openDatabase(options);
  const explaining = {
    execute: (query: SQL) => database.db.execute(sql`explain (analyze, costs off, timing on) ${query}`),
  } as unknown as Database;
  // The customer and prospect groups as an administrator searches them, common or rare as the probe says.
  const projectGroup =
    (isProspect: boolean) =>
    async (input: repo.SearchInput): Promise<unknown[]> => {
      const group = { isProspect };
      const [common = false] = await repo.probeCommonTerms(database.db, input, [group]);
      return repo.searchCustomerProjects(explaining, input, group, common);
    };
  // Craftsmen and houses (a few thousand rows, one plain query each, written with the query builder) are
  // left out: the plans that matter are those of the project groups' hand-written SQL.
  const groups: [string, (input: repo.SearchInput) => Promise<unknown[]>][] = [
    ['clients', projectGroup(false)],
    ['prospects', projectGroup(true)],
  ];
  const out: string[] = [];
  try {
    for (const term of terms) {
      const input = await searchInput(database.db, term, false);
      if (!input) continue;
      for (const [group, query] of groups) {
        await query(input);
        const plan = (await query(input)) as { 'QUERY PLAN': string }[];
        out.push(`=== « ${term} » — ${group}`, ...plan.map((line) => line['QUERY PLAN']), '');
      }
    }
  } finally {
    await database.close();
  }
  return out.join('\n');
}
