/** What must hold in the database whatever happened to the server or to PostgreSQL. */
import type pg from 'pg';

/**
 * Differences between the trigger-maintained counters (prospect_counts, customer_counts,
 * project_tile_counts) and a recount of the projects: empty when they agree. Zero counters count as absent.
 */
export async function counterMismatches(client: pg.Client): Promise<string[]> {
  const checks = [
    {
      name: 'prospect_counts',
      stored: 'select salesman_key::text as k1, tile as k2, n from prospect_counts where n <> 0',
      recount: `select coalesce(salesman_id, 0)::text as k1, coalesce(prospect_tile, 'toContact') as k2,
        count(*)::int as n from projects where is_prospect and not is_archived group by 1, 2`,
    },
    {
      name: 'customer_counts',
      stored: 'select salesman_key::text as k1, step::text as k2, n from customer_counts where n <> 0',
      recount: `select coalesce(salesman_id, 0)::text as k1, step::text as k2, count(*)::int as n
        from projects where not is_prospect and not is_archived group by 1, 2`,
    },
    {
      name: 'project_tile_counts',
      stored: `select salesman_key::text as k1, step::text || '/' || bp_tile as k2, n
        from project_tile_counts where n <> 0`,
      recount: `select coalesce(salesman_id, 0)::text as k1, step::text || '/' || bp_tile as k2,
        count(*)::int as n from projects where not is_prospect and not is_archived group by 1, 2`,
    },
  ];
  const problems: string[] = [];
  for (const check of checks) {
    type Row = { k1: string; k2: string; n: number };
    const toMap = (rows: Row[]) => new Map(rows.map((row) => [`${row.k1}|${row.k2}`, Number(row.n)]));
    const stored = toMap((await client.query<Row>(check.stored)).rows);
    const recount = toMap((await client.query<Row>(check.recount)).rows);
    for (const key of new Set([...stored.keys(), ...recount.keys()])) {
      if (stored.get(key) !== recount.get(key)) {
        problems.push(`${check.name} ${key} : ${stored.get(key) ?? 0} au lieu de ${recount.get(key) ?? 0}`);
      }
    }
  }
  return problems;
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
