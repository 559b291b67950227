/**
 * `npm run db:backup -- [fichier]` and `npm run db:restore -- <fichier> [--force]`, on the database the
 * configuration names (DATABASE_URL, otherwise the PGlite folder DATA_DIR).
 *
 * Format and design: see src/db/backup.ts (gzip'd JSON lines, one transaction, portable between PGlite and
 * PostgreSQL, migrations replayed to the backup's version). On PGlite, stop the server first: the embedded
 * database is opened by one process at a time.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, REPO_ROOT } from './config';
import { BACKUP_EXTENSION, BackupError, backupDatabase, restoreDatabase } from './db/backup';
import { openDatabase } from './db/client';

const USAGE = `Usage :
  npm run db:backup -- [fichier]              (par défaut backups/batir-AAAAMMJJ-HHmm.${BACKUP_EXTENSION})
  npm run db:restore -- <fichier> [--force]   (--force remplace les données d'une base non vide)`;

/** Paths are read from where the user typed the command, not from the workspace npm runs in. */
function resolveUserPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function defaultBackupFile(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return path.join(REPO_ROOT, 'backups', `batir-${stamp}.${BACKUP_EXTENSION}`);
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} Mo` : `${Math.ceil(bytes / 1024)} Ko`;
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const files = rest.filter((arg) => !arg.startsWith('--'));
  if (
    (command !== 'backup' && command !== 'restore') ||
    files.length > 1 ||
    (command === 'restore' && !files[0])
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const where =
    config.database.kind === 'postgres'
      ? `PostgreSQL (${new URL(config.database.url).pathname.slice(1)})`
      : `PGlite (${config.database.dataDir})`;
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

  if (command === 'backup') {
    const file = files[0] ? resolveUserPath(files[0]) : defaultBackupFile();
    mkdirSync(path.dirname(file), { recursive: true });
    if (
      config.database.kind === 'pglite' &&
      !existsSync(path.join(config.database.dataDir ?? '', 'PG_VERSION'))
    ) {
      throw new BackupError(`Aucune base PGlite dans ${config.database.dataDir} : rien à sauvegarder.`);
    }
    const database = await openDatabase(
      config.database.kind === 'postgres'
        ? { kind: 'postgres', url: config.database.url, maxConnections: 1 }
        : { kind: 'pglite', dataDir: config.database.dataDir },
    );
    // Written under a temporary name, so an interrupted backup never looks like a good one.
    const partial = `${file}.partiel`;
    try {
      console.error(`Sauvegarde de ${where}…`);
      const summary = await backupDatabase(database, createWriteStream(partial), (line) =>
        console.error(line),
      );
      await rename(partial, file);
      console.error(
        `Sauvegarde terminée en ${seconds()} s : ${summary.tables} tables, ${summary.rows} lignes, ${summary.sequences} séquences.`,
      );
      console.error(`Fichier : ${file} (${size(statSync(file).size)}).`);
      console.error('Les fichiers déposés (dossier FILES_DIR ou stockage S3) sont à copier à part.');
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    } finally {
      await database.close();
    }
    return;
  }

  const file = resolveUserPath(files[0] ?? '');
  if (!existsSync(file)) throw new BackupError(`Fichier introuvable : ${file}`);
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, maxConnections: 1 }
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  try {
    console.error(`Restauration de ${file} dans ${where}…`);
    const summary = await restoreDatabase(database, createReadStream(file), {
      force,
      onProgress: (line) => console.error(line),
    });
    console.error(
      `Restauration terminée en ${seconds()} s : ${summary.tables} tables, ${summary.rows} lignes, ${summary.sequences} séquences` +
        ` (sauvegarde du ${new Date(summary.header.createdAt).toLocaleString('fr-FR')}, depuis ${summary.header.source}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError) console.error(error.message);
  else console.error('Échec :', error instanceof Error ? error.message : error);
  process.exit(1);
});
