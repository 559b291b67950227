import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDemoData } from './db/seed/demo';
import { seedReferenceData } from './db/seed/reference';

/** `npm start`: migrate, seed the demo data when the database is empty, listen, and stop cleanly on SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  await database.migrate();
  await seedReferenceData(database.db);
  if (config.demoData && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db);
  }
  const app = await buildApp({ config, db: database.db, pool: database.pool, changes: database.changes });
  if (config.demoData)
    app.log.info('Données de démonstration prêtes (mot de passe des comptes : Demo1234!).');

  // On SIGTERM/SIGINT: stop accepting, let requests in flight finish, then close the database.
  closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'arrêt sur erreur');
    else app.log.info({ signal }, 'arrêt demandé');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Bâtir est prêt : http://localhost:${config.port}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
