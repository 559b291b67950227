import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseUrl } from '../../test/database-url';
import { openTestDatabase, sqlRows } from '../../test/helpers';
import { backupDatabase, restoreDatabase } from './backup';
import { type DatabaseHandle, openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A database with nothing in it, not even the schema, on the engine of this run (or the one asked). */
async function emptyDatabase(kind: 'pglite' | 'postgres' = serverUrl ? 'postgres' : 'pglite') {
  if (kind === 'pglite' || !serverUrl) return openDatabase({ kind: 'pglite', dataDir: null });
  const name = `batir_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(serverUrl, name),
    maxConnections: 2,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name}`);
      await dropper.end();
    },
  } satisfies DatabaseHandle;
}

type Snapshot = {
  tables: Record<string, { rows: number; md5: string }>;
  sequences: Record<string, string | null>;
};

/** Row count and checksum of EVERY table the catalog lists (drizzle's journal included), and every sequence. */
async function snapshot(database: DatabaseHandle): Promise<Snapshot> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local timezone to 'UTC'`));
    const tables = await sqlRows<{ schema: string; name: string }>(
      tx,
      sql.raw(`select schemaname as schema, tablename as name from pg_tables
                where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`),
    );
    const result: Snapshot = { tables: {}, sequences: {} };
    for (const { schema, name } of tables) {
      const [row] = await sqlRows<{ rows: number; md5: string }>(
        tx,
        sql.raw(`select count(*)::int as rows,
                   md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as md5
                 from "${schema}"."${name}" t`),
      );
      result.tables[`${schema}.${name}`] = row ?? { rows: -1, md5: '' };
    }
    const sequences = await sqlRows<{ name: string; value: string | null }>(
      tx,
      sql.raw(`select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences
                where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`),
    );
    for (const s of sequences) result.sequences[s.name] = s.value;
    return result;
  });
}

let dir: string;
let source: DatabaseHandle;
let sourceSnapshot: Snapshot;
let file: string;

async function backupTo(database: DatabaseHandle, target: string) {
  return backupDatabase(database, createWriteStream(target));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'batir-backup-test-'));
  source = await openTestDatabase();
  sourceSnapshot = await snapshot(source);
  file = path.join(dir, 'source.jsonl.gz');
});

afterAll(async () => {
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

// Each test opens databases and migrates them: slow on a loaded machine, never a timing assertion.
describe('backup and restore', { timeout: 180_000 }, () => {
  test('a backup of the demo database restores, table for table, into an empty database', async () => {
    const backup = await backupTo(source, file);
    const dataTables = Object.keys(sourceSnapshot.tables).filter((name) => !name.startsWith('drizzle.'));
    expect(backup.tables).toBe(dataTables.length);
    expect(backup.rows).toBe(
      dataTables.reduce((sum, name) => sum + (sourceSnapshot.tables[name]?.rows ?? 0), 0),
    );
    // The demo data fills the trigger-maintained counters: they must come back as saved, not counted twice.
    expect(sourceSnapshot.tables['public.prospect_counts']?.rows).toBeGreaterThan(0);
    expect(sourceSnapshot.tables['public.users']?.rows).toBeGreaterThan(0);

    const target = await emptyDatabase();
    try {
      const progress: string[] = [];
      const restored = await restoreDatabase(target, createReadStream(file), {
        onProgress: (line) => progress.push(line),
      });
      expect(restored).toMatchObject({
        tables: backup.tables,
        rows: backup.rows,
        sequences: backup.sequences,
      });
      expect(progress.join('\n')).toContain('users : ');
      expect(await snapshot(target)).toEqual(sourceSnapshot);

      // Triggers are on again after the load: a new prospect moves the counters.
      const count = async () => {
        const [row] = await sqlRows<{ n: number }>(
          target.db,
          sql.raw('select coalesce(sum(n), 0)::int as n from prospect_counts'),
        );
        return row?.n ?? 0;
      };
      const before = await count();
      await target.db.execute(
        sql.raw(
          `insert into projects (customer_id, name, is_prospect) select id, 'Nouveau', true from customers limit 1`,
        ),
      );
      expect(await count()).toBe(before + 1);
    } finally {
      await target.close();
    }
  });

  test('a database that holds accounts is refused without --force, and replaced with it', async () => {
    const target = await emptyDatabase();
    try {
      await restoreDatabase(target, createReadStream(file));
      await target.db.execute(sql.raw(`update users set name = 'Modifié'`));
      await expect(restoreDatabase(target, createReadStream(file))).rejects.toThrow(
        /La base cible n’est pas vide.*--force/,
      );
      const restored = await restoreDatabase(target, createReadStream(file), { force: true });
      expect(restored.migrationsApplied).toBe(0);
      expect(await snapshot(target)).toEqual(sourceSnapshot);
    } finally {
      await target.close();
    }
  });

  test('a cut file restores nothing, and a file that is not a backup is refused', async () => {
    const whole = await readFile(file);
    const cut = path.join(dir, 'cut.jsonl.gz');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const other = path.join(dir, 'other.jsonl.gz');
    await writeFile(other, 'pas une sauvegarde');
    const target = await emptyDatabase();
    try {
      await expect(restoreDatabase(target, createReadStream(cut))).rejects.toThrow(/sauvegarde/);
      const [users] = await sqlRows<{ n: number }>(
        target.db,
        sql.raw('select count(*)::int as n from users'),
      );
      expect(users?.n).toBe(0);
      await expect(restoreDatabase(target, createReadStream(other))).rejects.toThrow(/sauvegarde/);
    } finally {
      await target.close();
    }
  });

  test.runIf(serverUrl)(
    'a database owner who is not a superuser restores too, triggers on again after',
    async () => {
      const suffix = randomBytes(6).toString('hex');
      const role = `batir_owner_${suffix}`;
      const name = `batir_restore_${suffix}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create role ${role} login nosuperuser`);
      await admin.query(`create database ${name} owner ${role}`);
      const url = new URL(databaseUrl(serverUrl ?? '', name));
      url.username = role;
      url.password = '';
      const target = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
      try {
        await backupTo(source, file);
        await restoreDatabase(target, createReadStream(file));
        expect(await snapshot(target)).toEqual(sourceSnapshot);
        const disabled = await sqlRows<{ n: number }>(
          target.db,
          sql.raw(`select count(*)::int as n from pg_trigger where not tgisinternal and tgenabled <> 'O'`),
        );
        expect(disabled[0]?.n).toBe(0);
      } finally {
        await target.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.query(`drop role if exists ${role}`);
        await admin.end();
      }
    },
  );

  test.runIf(serverUrl)(
    'a PostgreSQL backup restores into PGlite, and a PGlite backup into PostgreSQL',
    async () => {
      await backupTo(source, file);
      const embedded = await emptyDatabase('pglite');
      const server = await emptyDatabase('postgres');
      try {
        await restoreDatabase(embedded, createReadStream(file));
        expect(await snapshot(embedded)).toEqual(sourceSnapshot);
        const fromPglite = path.join(dir, 'pglite.jsonl.gz');
        await backupTo(embedded, fromPglite);
        await restoreDatabase(server, createReadStream(fromPglite));
        expect(await snapshot(server)).toEqual(sourceSnapshot);
      } finally {
        await embedded.close();
        await server.close();
      }
    },
  );
});
