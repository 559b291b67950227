/** What must hold in the database whatever happened to the server or to PostgreSQL. */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../../src/db/client';
import { allDrifts } from '../../src/db/kept-values';

/**
 * Differences between the values the database keeps by itself (db/kept-values.ts: counters and denormalised
 * columns) and their recount: empty when they agree.
 */
export async function counterMismatches(client: pg.Client): Promise<string[]> {
  const db = drizzle(client) as unknown as Database;
  return Object.entries(await allDrifts(db)).flatMap(([name, drifts]) =>
    drifts.map(
      (drift) => `${name} ${drift.key} : ${drift.stored ?? 'absent'} au lieu de ${drift.counted ?? 'absent'}`,
    ),
  );
}

export type ProspectState = { customers: number; projects: number; audits: number };

/**
 * For each marker (the e-mail of a prospect the test tried to create): how many customers carry it, how
 * many projects those customers have, and how many `prospect.add` audit rows name those projects.
 */
export async function prospectsByMarker(
  client: pg.Client,
  markers: string[],
): Promise<Map<string, ProspectState>> {
  const { rows } = await client.query<{
    marker: string;
    customers: number;
    projects: number;
    audits: number;
  }>(
    `select m.marker,
       (select count(*)::int from customers c where c.email = m.marker || '@exemple.fr') as customers,
       (select count(*)::int from projects p join customers c on c.id = p.customer_id
          where c.email = m.marker || '@exemple.fr') as projects,
       (select count(*)::int from audit_log a join projects p on a.entity_id = p.id::text
          join customers c on c.id = p.customer_id
          where a.action = 'prospect.add' and a.entity = 'project' and c.email = m.marker || '@exemple.fr') as audits
     from unnest($1::text[]) as m(marker)`,
    [markers],
  );
  return new Map(rows.map((row) => [row.marker, row]));
}
