import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Typed repositories (issue 19 item 1): queries are written with Drizzle's query builder, so that renaming
 * a column fails to compile. Raw SQL that returns rows goes through `hotRows` (db/hot-rows.ts: a zod row
 * schema, parsed under the tests) and only in the files listed here, each with its reason; a business
 * module writes no raw statement (`.execute(sql…)`) and builds no column name from a string
 * (`sql.identifier`): its patches are typed from its table. Tests and test helpers are left out.
 */
const src = path.dirname(fileURLToPath(import.meta.url));

/** The files allowed raw SQL rows, with their reason. */
const HOT_QUERY_FILES: Record<string, string> = {
  'modules/search/search.repository.ts':
    'the global search: tiers, probes and trigram plans measured by the bench (bench/README.md)',
  'modules/customers/customers.repository.ts':
    'the project list: its page, counts and tile counters, measured by the bench',
  'modules/prospects/prospects.repository.ts':
    'the prospect list: its page and counts, measured by the bench',
  'modules/duplicates/duplicates.repository.ts':
    "the duplicate detection's trigram threshold: a setting read and set, no table for the builder",
  'db/kept-values.ts': 'the drift check: each registered counter against its recount',
  'db/sql-sources.ts': "the catalogue's definitions of functions and triggers",
  'db/backup.ts': 'the backup: every table by name, in batches',
  'db/seed/scale.ts': 'the bulk generator: catalogue look-ups around a load with triggers off',
};

/** Business files allowed a raw statement that returns nothing, with their reason. */
const RAW_STATEMENT_FILES: Record<string, string> = {
  'modules/health/health.routes.ts': 'the readiness probe: `select 1`',
};

/** At most this many uses of raw SQL rows outside the tests (the bound). */
const MAX_HOT_ROWS = 40;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' || name === 'migrations' ? [] : sources(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

const files = sources(src).map((file) => ({
  name: path.relative(src, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));

const lines = (pattern: RegExp, keep: (name: string) => boolean) =>
  files
    .filter((file) => keep(file.name))
    .flatMap((file) =>
      file.text
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${file.name}:${index + 1}: ${line.trim()}`] : [])),
    );

describe('typed repositories', () => {
  it('has no untyped row helper left', () => {
    expect(lines(/\bqueryRows\b/, () => true)).toEqual([]);
  });

  it('reads raw SQL rows only in the listed hot queries, at most 40 of them', () => {
    const uses = lines(/\bhotRows\(/, (name) => name !== 'db/hot-rows.ts');
    expect(uses.filter((use) => !((use.split(':')[0] ?? '') in HOT_QUERY_FILES))).toEqual([]);
    expect(uses.length).toBeLessThanOrEqual(MAX_HOT_ROWS);
  });

  it('writes no raw statement and no column name from a string in the business modules', () => {
    const modules = (name: string) => name.startsWith('modules/');
    expect(lines(/\.execute\(\s*(sql|$)/, (name) => modules(name) && !(name in RAW_STATEMENT_FILES))).toEqual(
      [],
    );
    expect(lines(/sql\.identifier\(/, modules)).toEqual([]);
    expect(lines(/sql\.raw\(/, (name) => modules(name) && !(name in HOT_QUERY_FILES))).toEqual([]);
  });
});
