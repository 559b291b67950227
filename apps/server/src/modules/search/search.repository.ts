import { SEARCH_GROUP_LIMIT } from '@batir/shared/search';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

/** The normalisation of the stored `search_text` (lower case, no accents), applied to the term. */
export async function normalise(db: Database, value: string): Promise<string> {
  const [row] = await queryRows<{ value: string }>(db, sql`select search_normalize(${value}) as value`);
  return row?.value ?? '';
}

/** `term`: the normalised search; `patterns`: one LIKE pattern per word, all of which must match. */
export type SearchInput = { term: string; patterns: string[]; withArchived: boolean };

/**
 * Each group is one indexed query: `search_text` holds the normalised text of the record, and
 * `LIKE '%word%'` (every word of the term, in any order) is answered by its trigram index. Terms of 3 characters or more are ranked by word
 * similarity; shorter ones (too short for trigrams) take the most recent matches.
 */
function matchAndRank(column: SQL, input: SearchInput) {
  return {
    where: sql.join(
      input.patterns.map((pattern) => sql`${column} like ${pattern}`),
      sql` and `,
    ),
    order: input.term.length >= 3 ? sql`word_similarity(${input.term}, ${column}) desc,` : sql``,
  };
}

export async function searchCustomerProjects(db: Database, input: SearchInput, isProspect: boolean) {
  const { where, order } = matchAndRank(sql`p.search_text`, input);
  return queryRows<{
    id: number;
    name1: string;
    surname1: string;
    name2: string;
    surname2: string;
    project_name: string;
    step: number;
    meter_id: number | null;
    prospect_type: string | null;
  }>(
    db,
    sql`
    select p.id, c.name1, c.surname1, c.name2, c.surname2, p.name as project_name, p.step, p.meter_id, p.prospect_type
    from projects p join customers c on c.id = p.customer_id
    where ${where} and p.is_prospect = ${isProspect}
      ${input.withArchived ? sql`` : sql`and not p.is_archived and not c.is_archived`}
    order by ${order} p.id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}

export async function searchCraftsmen(db: Database, input: SearchInput) {
  const { where, order } = matchAndRank(sql`search_text`, input);
  return queryRows<{ id: number; company_name: string; contact: string }>(
    db,
    sql`
    select id, company_name, contact from craftsmen
    where ${where} ${input.withArchived ? sql`` : sql`and not is_archived`}
    order by ${order} id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}

export async function searchHouses(db: Database, input: SearchInput) {
  const { where, order } = matchAndRank(sql`h.search_text`, input);
  return queryRows<{
    id: number;
    name: string;
    price_cents: number;
    meter_id: number | null;
    model_id: number | null;
    family: string;
  }>(
    db,
    sql`
    select h.id, h.name, h.price_cents, h.meter_id, h.model_id, f.name as family
    from houses h join house_families f on f.id = h.family_id
    where ${where} ${input.withArchived ? sql`` : sql`and not h.is_archived`}
    order by ${order} f.position, h.id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}
