/**
 * The faults suite's own PostgreSQL cluster (Debian's postgresql-common): `faults` on port 5433, so stopping
 * it never disturbs the main cluster the other suites use. Created on first use (CI runs as root on a fresh
 * machine), with trust authentication on local connections.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

export const FAULTS_PORT = 5433;
const CLUSTER = 'faults';
const HBA = [
  '# Bâtir faults suite: trust on local connections only.',
  'local all all trust',
  'host all all 127.0.0.1/32 trust',
  'host all all ::1/128 trust',
  '',
].join('\n');

/** The server address of the cluster (database `postgres`). */
export const faultsServerUrl = `postgres://postgres@127.0.0.1:${FAULTS_PORT}/postgres`;

function version(): string {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort() : [];
  const latest = versions.at(-1);
  if (!latest) {
    throw new Error(
      'PostgreSQL (postgresql-common) est introuvable : /etc/postgresql est vide. Installez postgresql.',
    );
  }
  return latest;
}

const execFileAsync = promisify(execFile);

/** Asynchronous, so the test's requests keep flowing while PostgreSQL stops or starts. */
async function run(command: string, args: string[]): Promise<string> {
  try {
    return (await execFileAsync(command, args, { encoding: 'utf8' })).stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${command} ${args.join(' ')} a échoué :\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

async function status(): Promise<'online' | 'down' | 'absent'> {
  const line = (await run('pg_lsclusters', ['--no-header']))
    .split('\n')
    .map((row) => row.trim().split(/\s+/))
    .find((cells) => cells[0] === version() && cells[1] === CLUSTER);
  if (!line) return 'absent';
  return line[3] === 'online' ? 'online' : 'down';
}

/** Creates the cluster when missing and makes sure local connections are trusted. */
export async function ensureCluster(): Promise<void> {
  const v = version();
  if ((await status()) === 'absent') {
    await run('pg_createcluster', [v, CLUSTER, '--port', String(FAULTS_PORT), '--', '--auth=trust']);
  }
  const hba = `/etc/postgresql/${v}/${CLUSTER}/pg_hba.conf`;
  if (readFileSync(hba, 'utf8') !== HBA) {
    writeFileSync(hba, HBA);
    if ((await status()) === 'online') {
      await run('pg_ctlcluster', ['--skip-systemctl-redirect', v, CLUSTER, 'reload']);
    }
  }
}

/** Starts the cluster and waits until it accepts connections. */
export async function startCluster(): Promise<void> {
  if ((await status()) !== 'online')
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', version(), CLUSTER, 'start']);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: faultsServerUrl });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Fast shutdown, as an administrator or a crash of the host would: sessions are cut (57P01). */
export async function stopCluster(): Promise<void> {
  if ((await status()) === 'online') {
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', '--mode', 'fast', version(), CLUSTER, 'stop']);
  }
}

/** A fresh, empty database on the cluster; its URL. */
export async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: faultsServerUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(faultsServerUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: faultsServerUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
