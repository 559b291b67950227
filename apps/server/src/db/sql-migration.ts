/**
 * `npm run db:sql -- <nom>`: writes the migration that brings the database to the SQL sources of src/db/sql
 * (see sql-sources.ts). It migrates an in-memory database, compares it with the files, and writes the
 * differences as a new custom drizzle migration (`drizzle-kit generate --custom`, so the journal and the
 * snapshots stay drizzle's): DROP for a function or trigger whose file was removed, then every new or edited
 * file whole, functions before the triggers that run them.
 *
 * A change of tables comes first (`npm run db:generate`); a move of data that must sit between the two is
 * written by hand in the generated file, which stays one transaction like every migration.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './client';
import { compareSqlSources, migrationStatements } from './sql-sources';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrationsDir = path.join(serverDir, 'src/db/migrations');

async function main() {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('Usage : npm run db:sql -- <nom_de_la_migration>   (minuscules, chiffres et _)');
    process.exit(2);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  const comparison = await compareSqlSources(database.db);
  await database.close();
  const statements = migrationStatements(comparison);
  if (statements.length === 0) {
    console.log('Les sources SQL et les migrations disent la même chose : aucune migration à écrire.');
    return;
  }
  const before = new Set(readdirSync(migrationsDir));
  execFileSync('npx', ['drizzle-kit', 'generate', '--custom', `--name=${name}`], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  const created = readdirSync(migrationsDir).find((file) => file.endsWith('.sql') && !before.has(file));
  if (!created) throw new Error('drizzle-kit n’a pas créé de migration');
  writeFileSync(path.join(migrationsDir, created), `${statements.join('--> statement-breakpoint\n')}\n`);
  console.log(
    `${created} : ${comparison.outOfDate.map((source) => source.file).join(', ') || 'aucun fichier'}` +
      (comparison.withoutSource.length ? ` ; supprimés : ${comparison.withoutSource.join(', ')}` : ''),
  );
}

await main();
