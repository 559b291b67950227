/**
 * The SQL rules that live in the database (functions and triggers) each have one source file in
 * `src/db/sql/<function>.sql`: the function's current definition, then the triggers that run it. Migrations
 * are made from these files (`npm run db:sql -- <nom>`, src/db/sql-migration.ts), and
 * `sql-sources.test.ts` checks that a migrated database holds exactly what the files say, so a reader finds
 * each rule in one place instead of following `CREATE OR REPLACE` through fifty migrations.
 *
 * How "the same" is decided: a source is applied inside a transaction that is then rolled back, and the
 * catalogue's definitions (pg_get_functiondef, pg_get_triggerdef) are compared before and after. PostgreSQL
 * keeps a function's body verbatim, so a source differs from the database as soon as one character of its
 * body does, and any rewriting of a trigger's event, table or condition shows too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from './client';
import { hotRows } from './hot-rows';

export const SQL_SOURCES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sql');

export type SqlSource = {
  /** File name in src/db/sql. */
  file: string;
  statements: string[];
  /** Functions the file creates (names, without arguments). */
  functions: string[];
  /** Triggers the file creates, as `table.trigger`. */
  triggers: string[];
};

/**
 * Splits a file into statements at the semicolons that end a line outside dollar-quoted bodies (`$$`,
 * `$tag$`) and outside comments; drizzle's migrator (and PGlite) send one statement at a time.
 */
export function splitSqlStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    if (quote) {
      if (text.startsWith(quote, i)) {
        i += quote.length - 1;
        quote = null;
      }
      continue;
    }
    if (text.startsWith('--', i)) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 40));
    if (dollar) {
      quote = dollar[0];
      i += quote.length - 1;
      continue;
    }
    if (text[i] === "'") {
      const end = text.indexOf("'", i + 1);
      i = end === -1 ? text.length : end;
      continue;
    }
    if (text[i] === ';') {
      statements.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  if (text.slice(start).replace(/--.*$/gm, '').trim()) {
    throw new Error(`Instruction SQL sans point-virgule final : ${text.slice(start).trim().slice(0, 80)}`);
  }
  return statements.filter((statement) => statement.replace(/--.*$/gm, '').trim() !== '');
}

export function parseSqlSource(file: string, text: string): SqlSource {
  const statements = splitSqlStatements(text);
  const functions: string[] = [];
  const triggers: string[] = [];
  for (const statement of statements) {
    const body = statement.replace(/^(--.*\n)*/, '');
    const fn = /^CREATE OR REPLACE FUNCTION (\w+)\s*\(/i.exec(body);
    if (fn) {
      functions.push(fn[1] as string);
      continue;
    }
    const trigger = /^CREATE OR REPLACE TRIGGER (\w+)[\s\S]*?\sON (\w+)\s/i.exec(body);
    if (trigger) {
      triggers.push(`${trigger[2]}.${trigger[1]}`);
      continue;
    }
    throw new Error(
      `${file} : seules CREATE OR REPLACE FUNCTION et CREATE OR REPLACE TRIGGER y ont leur place (${body.slice(0, 60)}…)`,
    );
  }
  return { file, statements, functions, triggers };
}

export function readSqlSources(dir = SQL_SOURCES_DIR): SqlSource[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => parseSqlSource(file, readFileSync(path.join(dir, file), 'utf8')));
}

const ownObject = z.strictObject({ key: z.string(), definition: z.string(), rewritten: z.boolean() });
type OwnObject = z.infer<typeof ownObject>;

/**
 * The functions and triggers the product made (extensions' own are left out), keyed `function:name(arguments)`
 * and `trigger:table.name`, with their definition and whether the current transaction wrote their catalogue row.
 */
async function ownObjects(db: Db): Promise<OwnObject[]> {
  return hotRows(
    db,
    ownObject,
    sql`select key, definition, xmin = (txid_current() % 4294967296)::text as rewritten from (
        select 'function:' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
          pg_get_functiondef(p.oid) as definition, p.xmin::text as xmin
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind = 'f'
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid
            and d.deptype = 'e')
        union all
        select 'trigger:' || c.relname || '.' || t.tgname, pg_get_triggerdef(t.oid), t.xmin::text
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal) o`,
  );
}

/** The definitions of the product's own functions and triggers, by key (see ownObjects). */
export async function ownDefinitions(db: Db): Promise<Map<string, string>> {
  return new Map((await ownObjects(db)).map((object) => [object.key, object.definition]));
}

const objectName = (key: string) => key.replace(/^(function|trigger):/, '').replace(/\(.*$/, '');

export type SourcesComparison = {
  /** Files that would change the database (new or edited rules), in an order they can be applied. */
  outOfDate: SqlSource[];
  /** Functions and triggers of the database that no file describes (`function:name(args)`, `trigger:t.name`). */
  withoutSource: string[];
};

class Rollback extends Error {}

/**
 * What the database holds that the sources do not say, and the other way round. The files are applied in
 * one transaction, rolled back at the end, in dependency order (a new function exists before a file that
 * calls it is applied); a file is out of date when applying it changes a definition.
 */
export async function compareSqlSources(
  db: Database,
  sources = readSqlSources(),
): Promise<SourcesComparison> {
  const current = await ownDefinitions(db);
  let withoutSource: string[] = [];
  const outOfDate: SqlSource[] = [];
  await db
    .transaction(async (tx) => {
      let before = current;
      for (const source of inDependencyOrder(sources)) {
        try {
          for (const statement of source.statements) await tx.execute(sql.raw(statement));
        } catch (error) {
          throw new Error(`${source.file} : ${(error as Error).message}`);
        }
        const after = await ownDefinitions(tx);
        if (after.size !== before.size || [...after].some(([key, value]) => before.get(key) !== value)) {
          outOfDate.push(source);
        }
        before = after;
      }
      // What no file rewrote in this transaction (its catalogue row is older): a removed file, or an
      // overload left behind when a file changed a function's arguments.
      withoutSource = (await ownObjects(tx))
        .filter((object) => !object.rewritten && current.has(object.key))
        .map((object) => object.key)
        .sort();
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return { outOfDate, withoutSource };
}

/** Files whose statements call a function of another file come after it (SQL functions are checked on creation). */
export function inDependencyOrder(sources: SqlSource[]): SqlSource[] {
  const byFunction = new Map(
    sources.flatMap((source) => source.functions.map((name) => [name, source] as const)),
  );
  const ordered: SqlSource[] = [];
  const visiting = new Set<SqlSource>();
  const visit = (source: SqlSource) => {
    if (ordered.includes(source) || visiting.has(source)) return;
    visiting.add(source);
    const text = source.statements.join('\n');
    for (const [name, other] of byFunction) {
      if (other !== source && new RegExp(`\\b${name}\\s*\\(`).test(text)) visit(other);
    }
    ordered.push(source);
  };
  for (const source of sources) visit(source);
  return ordered;
}

/** The statements a migration runs to bring the database to the sources (drops first, then the files). */
export function migrationStatements(comparison: SourcesComparison): string[] {
  const drops = comparison.withoutSource.map((key) => {
    if (key.startsWith('trigger:')) {
      const [table, name] = objectName(key).split('.');
      return `DROP TRIGGER ${name} ON ${table};`;
    }
    return `DROP FUNCTION ${key.slice('function:'.length)};`;
  });
  // Triggers before the functions they run.
  drops.sort((a, b) => Number(a.startsWith('DROP FUNCTION')) - Number(b.startsWith('DROP FUNCTION')));
  return [...drops, ...comparison.outOfDate.flatMap((source) => source.statements)];
}
