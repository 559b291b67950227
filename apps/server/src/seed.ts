import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDemoData } from './db/seed/demo';
import { seedReferenceData } from './db/seed/reference';
import { seedScale } from './db/seed/scale';
import { seedScaleActivity } from './db/seed/scale-activity';

/** `npm run seed -- --scale <n>`: adds n customers and n prospects to the configured database. */
async function main() {
  const args = process.argv.slice(2);
  const scaleIndex = args.indexOf('--scale');
  const customers = Number(args[scaleIndex + 1]);
  if (scaleIndex < 0 || !Number.isInteger(customers) || customers < 1) {
    console.error('Usage : npm run seed -- --scale <nombre de clients>   (exemple : --scale 20000)');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  await database.migrate();
  await seedReferenceData(database.db);
  if (config.demoData && (await isDatabaseEmpty(database.db))) await seedDemoData(database.db);

  const started = Date.now();
  const width = 30;
  await seedScale({
    db: database.db,
    customers,
    onProgress(done, total) {
      const filled = Math.round((done / total) * width);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stderr.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} dossiers (${seconds} s)`,
      );
    },
  });
  const assigned = await seedScaleActivity(database.db);
  for (const table of ['projects', 'contact_attempts', 'appointments'])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  process.stderr.write(
    `\n${assigned} dossiers répartis entre les commerciaux, avec contacts et rendez-vous.`,
  );
  process.stderr.write(
    `\n${customers} clients et ${customers} prospects ajoutés en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(
    error instanceof Error
      ? `${error.message}${error.cause instanceof Error ? `\n${error.cause.message}` : ''}`
      : error,
  );
  process.exit(1);
});
