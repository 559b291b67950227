import { getTableName } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { craftsmen, houses } from './db/schema';
import { isDatabaseEmpty, seedDemoData } from './db/seed/demo';
import { seedReferenceData } from './db/seed/reference';
import { LOADED_TABLES, seedScale } from './db/seed/scale';

/** The tables whose row counts are printed at the end: the bulk-loaded ones, craftsmen and houses. */
const SUMMARY_TABLES = [craftsmen, houses, ...LOADED_TABLES];

/**
 * `npm run seed -- --scale <n>`: adds n customers and n prospects, and everything around them (db/seed/scale.ts),
 * to the configured database, with one progress bar over every phase and the time each phase took.
 */
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
  const number = (value: number) => value.toLocaleString('fr-FR');
  const duration = (seconds: number) => {
    const rounded = Math.round(seconds);
    return rounded < 60
      ? `${rounded} s`
      : `${Math.floor(rounded / 60)} min ${String(rounded % 60).padStart(2, '0')} s`;
  };
  let lastLine = '';
  const timings = await seedScale({
    db: database.db,
    customers,
    onProgress({ label, done, total, fraction }) {
      const elapsed = (Date.now() - started) / 1000;
      const filled = Math.round(fraction * width);
      const eta =
        fraction > 0.02 && fraction < 1
          ? ` · reste ≈ ${duration((elapsed / fraction) * (1 - fraction))}`
          : '';
      const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor(fraction * 100)} % ${label} ${number(done)}/${number(total)} · ${duration(elapsed)}${eta}`;
      process.stderr.write(`\r${line.padEnd(lastLine.length)}`);
      lastLine = line;
    },
  });
  // One count per table: a few statements, once, at the end of a CLI run.
  const counts: string[] = [];
  for (const table of SUMMARY_TABLES)
    counts.push(`${getTableName(table)} ${number(await database.db.$count(table))}`);
  process.stderr.write(
    `\n${number(customers)} clients et ${number(customers)} prospects ajoutés en ${duration((Date.now() - started) / 1000)} :\n`,
  );
  for (const timing of timings)
    process.stderr.write(
      `  ${timing.label.padEnd(24)} ${timing.seconds.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s\n`,
    );
  process.stderr.write(`Lignes (toute la base) : ${counts.join(', ')}.\n`);
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
