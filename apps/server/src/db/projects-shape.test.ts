import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import type { DatabaseHandle } from './client';

/**
 * The shape issue 18 gave the data on a freshly migrated database: `projects` keeps the project's own columns
 * and a few indexes (each area's keys live in its side table), and the search text keeps the statistics
 * target its planning depends on (migrations 0014, then 0063 after the move to project_search).
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the projects table after the moves to side tables', () => {
  it('has at most 15 indexes, none on another area’s columns', async () => {
    const indexes = await rows<{ definition: string }>(
      sql`select indexdef as definition from pg_indexes where schemaname = current_schema() and tablename = 'projects'`,
    );
    expect(indexes.length).toBeGreaterThan(0);
    expect(indexes.length).toBeLessThanOrEqual(15);
    for (const moved of ['search_text', 'bp_tile', 'prospect_type', 'meter_id', 'financing'])
      expect(indexes.filter((index) => index.definition.includes(moved))).toEqual([]);
  });

  it('keeps the search text’s raised statistics target on project_search', async () => {
    const [column] = await rows<{ target: number }>(
      sql`select attstattarget::int as target from pg_attribute
        where attrelid = 'project_search'::regclass and attname = 'search_text'`,
    );
    expect(column?.target).toBe(250);
  });
});
