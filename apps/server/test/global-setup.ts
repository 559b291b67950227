import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/demo';
import { seedReferenceData } from '../src/db/seed/reference';
import { databaseUrl } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the template database name. PGlite: the path of a dumped data directory. */
    testDatabaseTemplate: string;
  }
}

/**
 * Migrates and seeds one template, once: opening and migrating a database costs seconds, cloning it
 * costs milliseconds. With TEST_DATABASE_URL the suite runs on that PostgreSQL server, otherwise on PGlite.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `batir_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl, template),
      maxConnections: 1,
    });
    await handle.migrate();
    await seedReferenceData(handle.db);
    await seedDemoData(handle.db);
    await handle.close();
    project.provide('testDatabaseTemplate', template);
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(tmpdir(), `batir-test-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('testDatabaseTemplate', file);
}
