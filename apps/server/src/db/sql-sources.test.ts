import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import type { DatabaseHandle } from './client';
import {
  compareSqlSources,
  inDependencyOrder,
  migrationStatements,
  parseSqlSource,
  readSqlSources,
  splitSqlStatements,
} from './sql-sources';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('SQL sources (src/db/sql)', () => {
  it('say exactly what the migrated database holds: every function and trigger, each in one file', async () => {
    const sources = readSqlSources();
    const comparison = await compareSqlSources(database.db, sources);
    expect(comparison.outOfDate.map((source) => source.file)).toEqual([]);
    expect(comparison.withoutSource).toEqual([]);
    const names = sources.flatMap((source) => [...source.functions, ...source.triggers]);
    expect(new Set(names).size).toBe(names.length);
    // The rules the counters and lists rest on are among them.
    expect(names).toEqual(
      expect.arrayContaining([
        'project_summary_counters',
        'project_permits.summary_counts_update',
        'permit_lists_of',
      ]),
    );
  });

  it('notices a body changed by one character, and writes the migration for it', async () => {
    const [source] = readSqlSources().filter((s) => s.file === 'project_monthly_counters.sql');
    if (!source) throw new Error('project_monthly_counters.sql manquant');
    const edited = parseSqlSource(source.file, source.statements.join('\n').replace("'signed'", "'signe'"));
    const comparison = await compareSqlSources(database.db, [
      ...readSqlSources().filter((s) => s.file !== source.file),
      edited,
    ]);
    expect(comparison.outOfDate.map((s) => s.file)).toEqual(['project_monthly_counters.sql']);
    expect(migrationStatements(comparison).join('\n')).toContain("'signe'");
    // Nothing was left behind by the comparison (it rolls back).
    expect((await compareSqlSources(database.db)).outOfDate).toEqual([]);
  });

  it('drops what no file describes any more, triggers before their function', async () => {
    const sources = readSqlSources().filter((s) => s.file !== 'monthly_counts_update.sql');
    const comparison = await compareSqlSources(database.db, sources);
    expect(comparison.withoutSource).toEqual([
      'function:monthly_counts_update()',
      'trigger:projects.monthly_counts_update',
    ]);
    expect(migrationStatements(comparison)).toEqual([
      'DROP TRIGGER monthly_counts_update ON projects;',
      'DROP FUNCTION monthly_counts_update();',
    ]);
  });

  it('drops the overload a file leaves behind when it changes the arguments of its function', async () => {
    const [source] = readSqlSources().filter((s) => s.file === 'customer_sort_key.sql');
    if (!source) throw new Error('customer_sort_key.sql manquant');
    const text = source.statements
      .join('\n')
      .replace('(c customers)', '(c customers, spare integer DEFAULT 0)');
    const edited = parseSqlSource(source.file, text);
    const comparison = await compareSqlSources(database.db, [
      ...readSqlSources().filter((s) => s.file !== source.file),
      edited,
    ]);
    expect(comparison.withoutSource).toEqual(['function:customer_sort_key(c customers)']);
    expect(migrationStatements(comparison)[0]).toBe('DROP FUNCTION customer_sort_key(c customers);');
  });

  it('puts a function before the files that call it', () => {
    const caller = parseSqlSource(
      'a_caller.sql',
      'CREATE OR REPLACE FUNCTION a_caller() RETURNS int LANGUAGE sql AS $$ SELECT z_callee() $$;',
    );
    const callee = parseSqlSource(
      'z_callee.sql',
      'CREATE OR REPLACE FUNCTION z_callee() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
    );
    expect(inDependencyOrder([caller, callee]).map((s) => s.file)).toEqual(['z_callee.sql', 'a_caller.sql']);
  });

  it('splits statements at the semicolons outside bodies, strings and comments', () => {
    const text = [
      '-- a comment; not the end',
      "CREATE OR REPLACE FUNCTION f() RETURNS text LANGUAGE plpgsql AS $body$ BEGIN RETURN ';'; END $body$;",
      'CREATE OR REPLACE TRIGGER t AFTER INSERT ON x',
      '  FOR EACH ROW EXECUTE FUNCTION f();',
    ].join('\n');
    const statements = splitSqlStatements(text);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(
      /^-- a comment; not the end\nCREATE OR REPLACE FUNCTION f\(\)[\s\S]*\$body\$;$/,
    );
    expect(parseSqlSource('f.sql', text)).toMatchObject({ functions: ['f'], triggers: ['x.t'] });
    expect(() =>
      splitSqlStatements('CREATE OR REPLACE FUNCTION g() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$'),
    ).toThrow(/sans point-virgule/);
    expect(() => parseSqlSource('bad.sql', 'DROP TABLE projects;')).toThrow(/seules CREATE OR REPLACE/);
  });
});
