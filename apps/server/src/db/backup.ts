/**
 * Backup and restore of the whole database, the same way on PGlite and on PostgreSQL.
 *
 * Design. The format is ours and portable: a gzip'd text file of JSON lines (`.jsonl.gz`).
 * - line 1: a header `{"format":"batir-sauvegarde","version":1,…}` with the applied drizzle migrations
 *   (hash and date of each), the source engine and the date;
 * - per table, in foreign-key dependency order: `["table",{schema,name,columns}]`, then one line per row, the
 *   row exactly as PostgreSQL writes it with `row_to_json` (generated columns left out), then `["end",{rows}]`;
 * - `["sequences",[…]]` with the value of every sequence, and `["fin",{…}]`, so a cut file is detected.
 * The backup reads everything in one REPEATABLE READ, read-only transaction through a cursor (consistent, in
 * bounded memory), so on PostgreSQL it can run while the server runs.
 *
 * Restore: the target's migrations must be a prefix of the backup's (an empty database has none). The migrations
 * the backup was taken at are applied (not further), then, in ONE transaction: user triggers are off (the
 * counter tables such as `prospect_counts` are maintained by triggers and are restored as saved, so the
 * triggers must not count the loaded rows again), every table is emptied, the rows are loaded with
 * `json_populate_recordset` in batches (`OVERRIDING SYSTEM VALUE` for identity columns), and the sequences
 * are set with `setval`. Then the remaining migrations of this version of Bâtir run, so an old backup
 * restores into a newer Bâtir. A backup from a newer Bâtir than the code is refused.
 *
 * Why not pg_dump / PGlite's dumpDataDir: pg_dump must match the server's major version and does not reach
 * PGlite, and a PGlite data directory only opens in PGlite of the same version. This format restores a
 * PGlite backup into PostgreSQL and the other way round (tested in backup.test.ts), and survives upgrades.
 * It is slower than pg_dump on very large databases; PostgreSQL administrators may still use pg_dump.
 * Uploaded files (FILES_DIR or the S3 bucket) are not in the database: copy them separately.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { z } from 'zod';
import type { Database, DatabaseHandle, Tx } from './client';
import { hotRows } from './hot-rows';

export const BACKUP_FORMAT = 'batir-sauvegarde';
export const BACKUP_VERSION = 1;
export const BACKUP_EXTENSION = 'jsonl.gz';

const defaultMigrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Schemas that are not data: the catalogs and drizzle's migration journal (rebuilt by migrating). */
const SKIPPED_SCHEMAS = ['pg_catalog', 'information_schema', 'drizzle'];
const skippedSchemasSql = SKIPPED_SCHEMAS.map((s) => `'${s}'`).join(', ');

const FETCH_ROWS = 1000;
const BATCH_CHARS = 2_000_000;
const BATCH_ROWS = 2000;

export type BackupMigration = { hash: string; createdAt: number };
export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  serverVersion: string;
  migrations: BackupMigration[];
};
type TableEntry = { schema: string; name: string; columns: string[] };
type SequenceEntry = { schema: string; name: string; lastValue: string | null };

export type BackupSummary = { tables: number; rows: number; sequences: number };
export type RestoreSummary = BackupSummary & { header: BackupHeader; migrationsApplied: number };
export type Progress = (message: string) => void;

/** A refusal users can act on; the CLI prints only its (French) message. */
export class BackupError extends Error {
  override name = 'BackupError';
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
function qualified(table: { schema: string; name: string }): string {
  return `${ident(table.schema)}.${ident(table.name)}`;
}

/** The rows of a catalogue or data statement of the backup, typed by their schema (db/hot-rows.ts). */
function rows<Row extends z.ZodType>(db: Database | Tx, row: Row, text: string): Promise<z.infer<Row>[]> {
  return hotRows(db, row, sql.raw(text));
}

/** The data tables, parents before children (foreign keys), then by name. */
async function dataTables(db: Database | Tx): Promise<(TableEntry & { oid: number })[]> {
  const tables = await rows(
    db,
    z.strictObject({ oid: z.number(), schema: z.string(), name: z.string() }),
    `select c.oid::int as oid, n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in (${skippedSchemasSql}) and n.nspname not like 'pg\\_%'
      order by n.nspname, c.relname`,
  );
  const columns = await rows(
    db,
    z.strictObject({ oid: z.number(), name: z.string() }),
    `select a.attrelid::int as oid, a.attname as name
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        and c.relkind in ('r', 'p') and n.nspname not in (${skippedSchemasSql})
      order by a.attrelid, a.attnum`,
  );
  const edges = await rows(
    db,
    z.strictObject({ child: z.number(), parent: z.number() }),
    `select conrelid::int as child, confrelid::int as parent from pg_constraint
      where contype = 'f' and conrelid <> confrelid`,
  );
  const byOid = new Map(tables.map((t) => [t.oid, { ...t, columns: [] as string[] }]));
  for (const column of columns) byOid.get(column.oid)?.columns.push(column.name);
  const parents = new Map<number, number[]>();
  for (const edge of edges) {
    if (!byOid.has(edge.child) || !byOid.has(edge.parent)) continue;
    parents.set(edge.child, [...(parents.get(edge.child) ?? []), edge.parent]);
  }
  // Depth-first: a table comes after its parents; a cycle (none today) keeps the name order.
  const ordered: (TableEntry & { oid: number })[] = [];
  const state = new Map<number, 'visiting' | 'done'>();
  const visit = (oid: number) => {
    if (state.has(oid)) return;
    state.set(oid, 'visiting');
    for (const parent of parents.get(oid) ?? []) visit(parent);
    state.set(oid, 'done');
    const table = byOid.get(oid);
    if (table) ordered.push(table);
  };
  for (const table of tables) visit(table.oid);
  return ordered;
}

async function appliedMigrations(db: Database | Tx): Promise<BackupMigration[]> {
  const [exists] = await rows(
    db,
    z.strictObject({ found: z.boolean() }),
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return [];
  const applied = await rows(
    db,
    z.strictObject({ hash: z.string(), created_at: z.string() }),
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  return applied.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) }));
}

async function* backupLines(
  tx: Tx,
  source: 'pglite' | 'postgres',
  summary: BackupSummary,
  onProgress: Progress,
): AsyncGenerator<string> {
  const [version] = await rows(tx, z.strictObject({ v: z.string() }), 'select version() as v');
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    source,
    serverVersion: version?.v ?? '',
    migrations: await appliedMigrations(tx),
  };
  yield `${JSON.stringify(header)}\n`;
  for (const table of await dataTables(tx)) {
    const entry: TableEntry = { schema: table.schema, name: table.name, columns: table.columns };
    yield `${JSON.stringify(['table', entry])}\n`;
    const list = table.columns.map(ident).join(', ');
    await tx.execute(
      sql.raw(
        `declare batir_backup no scroll cursor for
           select row_to_json(x)::text as r from (select ${list} from ${qualified(table)}) x`,
      ),
    );
    let count = 0;
    for (;;) {
      const batch = await rows(
        tx,
        z.strictObject({ r: z.string() }),
        `fetch ${FETCH_ROWS} from batir_backup`,
      );
      if (batch.length === 0) break;
      count += batch.length;
      yield `${batch.map((row) => row.r).join('\n')}\n`;
    }
    await tx.execute(sql.raw('close batir_backup'));
    yield `${JSON.stringify(['end', { rows: count }])}\n`;
    summary.tables += 1;
    summary.rows += count;
    onProgress(`  ${table.schema === 'public' ? '' : `${table.schema}.`}${table.name} : ${count} ligne(s)`);
  }
  const sequences = (
    await rows(
      tx,
      z.strictObject({ schema: z.string(), name: z.string(), last_value: z.string().nullable() }),
      `select schemaname as schema, sequencename as name, last_value::text as last_value from pg_sequences
        where schemaname not in (${skippedSchemasSql}) order by 1, 2`,
    )
  ).map((s): SequenceEntry => ({ schema: s.schema, name: s.name, lastValue: s.last_value }));
  summary.sequences = sequences.length;
  yield `${JSON.stringify(['sequences', sequences])}\n`;
  yield `${JSON.stringify(['fin', summary])}\n`;
}

/** Writes a backup of `db` to `out` (gzip'd JSON lines); the stream is ended. */
export async function backupDatabase(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  out: Writable,
  onProgress: Progress = () => {},
): Promise<BackupSummary> {
  const summary: BackupSummary = { tables: 0, rows: 0, sequences: 0 };
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set transaction isolation level repeatable read, read only'));
    await pipeline(Readable.from(backupLines(tx, database.kind, summary, onProgress)), createGzip(), out);
  });
  return summary;
}

/** The lines of a gzip'd file, without loading it whole. */
async function* gunzipLines(input: Readable): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const done = pipeline(input, gunzip).catch((error: unknown) => {
    gunzip.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const decoder = new StringDecoder('utf8');
  let pending = '';
  try {
    for await (const chunk of gunzip) {
      pending += decoder.write(chunk as Buffer);
      let start = 0;
      for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n', start)) {
        yield pending.slice(start, end);
        start = end + 1;
      }
      pending = pending.slice(start);
    }
  } catch (error) {
    throw new BackupError(
      `Le fichier n'est pas une sauvegarde gzip lisible (${error instanceof Error ? error.message : error}).`,
    );
  }
  await done;
  pending += decoder.end();
  if (pending) yield pending;
}

function localMigrations(folder: string): Promise<{ tag: string; when: number; hash: string }[]> {
  return (async () => {
    const journal = JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    return Promise.all(
      journal.entries.map(async (entry) => {
        const text = await readFile(path.join(folder, `${entry.tag}.sql`), 'utf8');
        return { tag: entry.tag, when: entry.when, hash: createHash('sha256').update(text).digest('hex') };
      }),
    );
  })();
}

/** Applies this folder's migrations with drizzle, on whichever engine the handle holds. */
async function runMigrations(database: Pick<DatabaseHandle, 'db' | 'kind'>, folder: string): Promise<void> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    await migratePg(drizzlePg(client as pg.Pool), { migrationsFolder: folder });
  } else {
    await migratePglite(drizzlePglite(client as PGlite), { migrationsFolder: folder });
  }
}

/** Brings the target to exactly the backup's migrations (not further). Returns how many ran. */
async function migrateToBackupVersion(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  header: BackupHeader,
  migrationsFolder: string,
): Promise<number> {
  const local = await localMigrations(migrationsFolder);
  const wanted = header.migrations.length;
  for (const [index, migration] of header.migrations.entries()) {
    const mine = local[index];
    if (!mine || mine.when !== migration.createdAt || mine.hash !== migration.hash) {
      throw new BackupError(
        mine
          ? `La sauvegarde ne correspond pas à cette version de Bâtir (migration n° ${index + 1} différente).`
          : 'La sauvegarde vient d’une version plus récente de Bâtir : mettez Bâtir à jour avant de la restaurer.',
      );
    }
  }
  const present = await appliedMigrations(database.db);
  const isPrefix =
    present.length <= wanted &&
    present.every(
      (m, i) => m.hash === header.migrations[i]?.hash && m.createdAt === header.migrations[i]?.createdAt,
    );
  if (!isPrefix) {
    throw new BackupError(
      'La base cible a déjà un schéma plus récent que la sauvegarde : restaurez dans une base vide.',
    );
  }
  if (present.length === wanted) return 0;
  const folder = await mkdtemp(path.join(tmpdir(), 'batir-migrations-'));
  try {
    const entries = local.slice(0, wanted);
    await mkdir(path.join(folder, 'meta'));
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    journal.entries = journal.entries.slice(0, wanted);
    await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    for (const entry of entries) {
      await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    await runMigrations(database, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return wanted - present.length;
}

/** True when the database holds no user account (the same test as the demo seeding). */
export async function isTargetEmpty(db: Database): Promise<boolean> {
  const [found] = await rows(
    db,
    z.strictObject({ found: z.boolean() }),
    `select to_regclass('public.users') is not null as found`,
  );
  if (!found?.found) return true;
  const [row] = await rows(
    db,
    z.strictObject({ n: z.number() }),
    'select count(*)::int as n from public.users',
  );
  return (row?.n ?? 0) === 0;
}

function parseControl(line: string): [string, unknown] {
  try {
    const value = JSON.parse(line) as unknown;
    if (Array.isArray(value) && typeof value[0] === 'string') return [value[0], value[1]];
  } catch {
    // reported below
  }
  throw new BackupError('Le fichier de sauvegarde est endommagé (ligne illisible).');
}

export type RestoreOptions = {
  force?: boolean;
  onProgress?: Progress;
  /** Tests only: another migrations folder. */
  migrationsFolder?: string;
};

/**
 * Restores a backup read from `input` into `database`. Refuses a database that holds accounts unless `force`.
 * The data is loaded in one transaction: on any error nothing of it stays.
 */
export async function restoreDatabase(
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'migrate'>,
  input: Readable,
  { force = false, onProgress = () => {}, migrationsFolder = defaultMigrationsFolder }: RestoreOptions = {},
): Promise<RestoreSummary> {
  const { db } = database;
  if (!force && !(await isTargetEmpty(db))) {
    throw new BackupError(
      'La base cible n’est pas vide (elle contient des comptes). Restaurez dans une base vide, ou ajoutez --force pour remplacer toutes ses données.',
    );
  }
  const lines = gunzipLines(input)[Symbol.asyncIterator]();
  try {
    const first = await lines.next();
    let header: BackupHeader | undefined;
    try {
      header = first.done ? undefined : (JSON.parse(first.value) as BackupHeader);
    } catch {
      header = undefined;
    }
    if (!header || header.format !== BACKUP_FORMAT) {
      throw new BackupError('Ce fichier n’est pas une sauvegarde de Bâtir.');
    }
    if (header.version > BACKUP_VERSION) {
      throw new BackupError(
        'Cette sauvegarde a un format plus récent que cette version de Bâtir : mettez Bâtir à jour.',
      );
    }
    onProgress(
      `Sauvegarde du ${header.createdAt} (${header.source}, ${header.migrations.length} migrations).`,
    );
    const migrated = await migrateToBackupVersion(database, header, migrationsFolder);
    if (migrated) onProgress(`Schéma créé (${migrated} migration(s)).`);

    const summary: BackupSummary = { tables: 0, rows: 0, sequences: 0 };
    const fileHeader = header;
    await db.transaction(async (tx) => {
      const tables = await dataTables(tx);
      const [role] = await rows(
        tx,
        z.strictObject({ su: z.boolean() }),
        'select rolsuper as su from pg_roles where rolname = current_user',
      );
      // A superuser turns every trigger off, foreign keys included (rows load in any order); the owner of the
      // tables turns off the user triggers only, and the file's dependency order satisfies the foreign keys.
      if (role?.su) await tx.execute(sql.raw('set local session_replication_role = replica'));
      else
        for (const t of tables) await tx.execute(sql.raw(`alter table ${qualified(t)} disable trigger user`));
      if (tables.length) {
        await tx.execute(
          sql.raw(`truncate table ${tables.map(qualified).join(', ')} restart identity cascade`),
        );
      }
      const known = new Set(tables.map(qualified));
      let table: TableEntry | null = null;
      let insert = '';
      let batch: string[] = [];
      let batchChars = 0;
      let count = 0;
      let finished = false;
      const flush = async () => {
        if (!batch.length) return;
        await tx.execute(sql`${sql.raw(insert)}${`[${batch.join(',')}]`}::json)`);
        batch = [];
        batchChars = 0;
      };
      for (let next = await lines.next(); !next.done; next = await lines.next()) {
        const line = next.value;
        if (!line) continue;
        if (line.startsWith('{')) {
          if (!table) throw new BackupError('Le fichier de sauvegarde est endommagé (ligne hors table).');
          batch.push(line);
          batchChars += line.length;
          count += 1;
          if (batchChars >= BATCH_CHARS || batch.length >= BATCH_ROWS) await flush();
          continue;
        }
        const [kind, value] = parseControl(line);
        if (kind === 'table') {
          table = value as TableEntry;
          if (!known.has(qualified(table))) {
            throw new BackupError(`La table ${table.name} de la sauvegarde n’existe pas dans la base cible.`);
          }
          const list = table.columns.map(ident).join(', ');
          insert = `insert into ${qualified(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${qualified(table)}, `;
          count = 0;
        } else if (kind === 'end') {
          await flush();
          if (!table) throw new BackupError('Le fichier de sauvegarde est endommagé (fin de table isolée).');
          summary.tables += 1;
          summary.rows += count;
          onProgress(`  ${table.name} : ${count} ligne(s)`);
          table = null;
        } else if (kind === 'sequences') {
          for (const s of value as SequenceEntry[]) {
            const name = `'${qualified(s).replaceAll("'", "''")}'`;
            if (s.lastValue === null) await tx.execute(sql.raw(`alter sequence ${qualified(s)} restart`));
            else
              await tx.execute(sql`select setval(${sql.raw(name)}::regclass, ${s.lastValue}::bigint, true)`);
            summary.sequences += 1;
          }
        } else if (kind === 'fin') {
          finished = true;
        } else {
          throw new BackupError('Le fichier de sauvegarde est endommagé (ligne inconnue).');
        }
      }
      if (!finished || table) {
        throw new BackupError(
          'Le fichier de sauvegarde est incomplet (coupé avant la fin) : rien n’a été restauré.',
        );
      }
      if (!role?.su)
        for (const t of tables) await tx.execute(sql.raw(`alter table ${qualified(t)} enable trigger user`));
    });
    // Migrations added since the backup was taken now run on the restored data.
    const before = (await appliedMigrations(db)).length;
    await database.migrate();
    const after = (await appliedMigrations(db)).length;
    if (after > before) onProgress(`${after - before} migration(s) plus récente(s) appliquée(s).`);
    return { ...summary, header: fileHeader, migrationsApplied: migrated + after - before };
  } finally {
    // An early refusal leaves the file half read: close it.
    await lines.return?.(undefined);
    input.destroy();
  }
}
