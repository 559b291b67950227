import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Queries built once per database handle. Drizzle writes a query's SQL text again at every run (about 60 µs
 * for a select of ten columns with a join): the project sheet's nine lists spent 0,6 ms a read there. A
 * prepared query (`.prepare(name)`, values as `sql.placeholder`) is built on first use and kept for its
 * handle (tests open many); on PostgreSQL it is also a named statement, parsed once per connection.
 * For reads on the database itself only: a prepared query runs on the pool, never in the caller's transaction.
 */
export function preparedOn<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let queries = built.get(db);
    if (!queries) {
      queries = build(db);
      built.set(db, queries);
    }
    return queries;
  };
}

type PreparedRead = { execute(values?: Record<string, unknown>): Promise<unknown> };
type ReadResults<T> = {
  [K in keyof T]: T[K] extends PreparedRead ? Awaited<ReturnType<T[K]['execute']>> : never;
};

/** Every prepared read of `queries` run together with the same values, their rows under the same keys. */
export async function executeAll<T extends Record<string, PreparedRead>>(
  queries: T,
  values: Record<string, unknown>,
): Promise<ReadResults<T>> {
  const entries = Object.entries(queries);
  const results = await Promise.all(entries.map(([, query]) => query.execute(values)));
  return Object.fromEntries(entries.map(([key], index) => [key, results[index]])) as ReadResults<T>;
}

/** A read built with a condition on one id column, or without it. */
type ReadAmong<R> = { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> } };

/**
 * A read limited to some ids (the salespeople of visibleSalesmen, an agenda's owner…) or to none of them
 * (null: every row), prepared twice per database: without the condition, and with `column = any($among)`,
 * the ids given at each run (an empty list reads nothing, as salesmanKeyIn's `false`). The summary's eight
 * counters were built again at every read. `build` puts `among(column)` in its where clause; its other
 * values are placeholders, given to the returned function with the ids. Reads on the database itself only.
 */
export function preparedAmong<R>(
  name: string,
  build: (db: Database, among: (column: AnyPgColumn | SQL) => SQL | undefined) => ReadAmong<R>,
) {
  const prepared = preparedOn((db: Database) => ({
    every: build(db, () => undefined).prepare(`${name}_every`),
    among: build(db, (column) => sql`${column} = any(${sql.placeholder('among')}::int[])`).prepare(
      `${name}_among`,
    ),
  }));
  return (db: Database, ids: number[] | null, values: Record<string, unknown> = {}): Promise<R> => {
    const queries = prepared(db);
    return ids === null ? queries.every.execute(values) : queries.among.execute({ ...values, among: ids });
  };
}
