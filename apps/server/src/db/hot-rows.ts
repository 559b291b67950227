/**
 * Raw SQL, kept only for the measured hot queries (issue 19): the global search, the list pages and their
 * counters, whose SQL is written by hand because the planner needs it as written (bench/README.md), and
 * the catalogue and bulk-loading statements of the database tools. Every other query is written with
 * Drizzle's query builder (`sql<T>` fragments where SQL is needed), so that renaming a column fails to
 * compile.
 *
 * A hot query's row type is a zod schema. Under the tests (Vitest) every row it returns is parsed against
 * it, strictly (a column too many fails as well as one missing or of another type), on PGlite and on
 * PostgreSQL in CI: the tests that run a query are the tests of its row type. In production the rows are
 * handed over unparsed: parsing would cost on the hottest paths, and the same rows passed the tests.
 * The rows returned are the driver's own in both cases (a schema must not transform), so what the tests
 * see is what production sees. Raw rows hold timestamps and dates as PostgreSQL writes them (text: Drizzle
 * sets both drivers so), numerics and 64-bit counts as text: `z.string()`, or cast in SQL (`count(*)::int`).
 *
 * The global search builds its statements with sql-template-tag rather than Drizzle's `sql`: its statements
 * are many small fragments (a LIKE per word and tier, a CASE per spelling), and Drizzle checks every chunk
 * of every nested fragment twice by walking its class chain (`is()`), at build and at render: 0,3 ms of
 * JavaScript a search, as much as the SQL of a short one. sql-template-tag flattens a fragment into its
 * parent as it is written (strings and values), so that Drizzle receives one flat statement. Its values are
 * scalars (Drizzle would expand an array into a list).
 */
import { type SQL, sql } from 'drizzle-orm';
import { Sql } from 'sql-template-tag';
import type { z } from 'zod';
import type { Db } from './client';

const PARSE_ROWS = process.env.VITEST !== undefined;

/** A hot query's rows, typed by its row schema (parsed under the tests, see above). */
export async function hotRows<Row extends z.ZodType>(
  db: Db,
  row: Row,
  query: SQL | Sql,
): Promise<z.infer<Row>[]> {
  const statement =
    query instanceof Sql ? sql(query.strings as unknown as TemplateStringsArray, ...query.values) : query;
  const result = (await db.execute(statement)) as unknown as { rows: unknown[] };
  if (PARSE_ROWS) for (const each of result.rows) checkRow(row, each);
  return result.rows as z.infer<Row>[];
}

function checkRow(row: z.ZodType, value: unknown): void {
  const parsed = row.safeParse(value);
  if (parsed.success) return;
  const message = `Ligne SQL hors de son type : ${parsed.error.message}\nligne : ${JSON.stringify(value)}`;
  // Printed as well: a route answers the error as a 500 and the tests' logger is silent.
  console.error(message);
  throw new Error(message);
}
