import { SEARCH_GROUP_LIMIT } from '@batir/shared/search';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

/** The normalisation of the stored `search_text` (lower case, no accents), applied to the term. */
export async function normalise(db: Database, value: string): Promise<string> {
  const [row] = await queryRows<{ value: string }>(db, sql`select search_normalize(${value}) as value`);
  return row?.value ?? '';
}

/**
 * `words`: the normalised words of the term (letters and digits only), all of which must match;
 * `anywhere`: whether words may match inside a word (the term has a word of 3 characters or more), or
 * only at a word start (one or two letters: "du" finds Dupont, not Verdun).
 */
export type SearchInput = { words: string[]; anywhere: boolean; withArchived: boolean };

/**
 * The searched text of each table in its word-start form, `search_words()` of migration 0014: a leading
 * space, anything but letters and digits as spaces, so `LIKE '% word%'` finds a word start with one
 * trigram-indexed pattern. projects stores it that way; craftsmen and houses index that expression over
 * their generated search_text.
 */
const PROJECT_TEXT = sql`p.search_text`;
const wordStartForm = (column: SQL) => sql`search_words(${column})`;

/** How many of the newest rows the phrase tier looks at (see bestMatches). */
const PHRASE_WINDOW = 2000;

type Group = {
  /** The table and its alias, e.g. `projects p`; `alias` alone names it again. */
  table: SQL;
  alias: SQL;
  id: SQL;
  /** The searched text in word-start form. */
  text: SQL;
  /** Conditions on the table alone (kind, archived). */
  where: SQL;
  /** Joins that filter further (a project's customer not archived), applied to the matches only. */
  join: SQL;
  /** Big tables: the phrase tier walks this many newest rows only (see bestMatches). */
  phraseWindow?: number;
};

/**
 * The ids of a group's best matches with their tier, best first:
 * 1. (several words) the words in that order at a word start ("ponts de ce", "helene lefevre" in an e-mail);
 * 2. every word at a word start, in any order ("helene lefevre" for "Lefèvre Hélène");
 * 3. (a word of 3 characters or more) every word anywhere, even inside a word ("fev" in "lefevre").
 * Each tier is one query, newest first, cut at the group limit, and runs only when the tiers before it
 * found fewer than the limit: the tiers are nested, so their first rows are the best ones.
 *
 * The work is bounded whatever the number of matches, which ranking every match would not be
 * (word_similarity costs ~20 µs a row: 0.5 s for the 26 000 projects of a big town). On common words
 * PostgreSQL walks the newest rows and stops at the 15th match; on rare ones it reads the trigram index.
 * On projects, the phrase tier only walks the newest PHRASE_WINDOW rows: the index cannot tell adjacent words apart
 * ("maison tours" would recheck every house in Tours), and common phrases — what the planner
 * misjudges, taking "ponts" AND "de" AND "ce" for independent words, 200 times rarer than they are —
 * are all found there; rarer ones come from tier 2 through the index. On the small tables (craftsmen,
 * houses) the phrase tier reads the index like the others.
 */
function bestMatches(group: Group, input: SearchInput): SQL {
  const { table, alias, id, text, where, join, phraseWindow } = group;
  const every = (pattern: (word: string) => string) =>
    sql.join(
      input.words.map((word) => sql`${text} like ${pattern(word)}`),
      sql` and `,
    );
  const tiers: { from: SQL; match: SQL }[] = [];
  if (input.words.length > 1) {
    tiers.push({
      from: phraseWindow
        ? sql`(select * from ${table} where ${where} order by ${id} desc limit ${phraseWindow}) ${alias}`
        : table,
      match: sql`${text} like ${`% ${input.words.join(' ')}%`} and ${where}`,
    });
  }
  tiers.push({ from: table, match: sql`${every((word) => `% ${word}%`)} and ${where}` });
  if (input.anywhere) tiers.push({ from: table, match: sql`${every((word) => `%${word}%`)} and ${where}` });

  const name = (index: number) => sql.raw(`tier${index + 1}`);
  const ctes = tiers.map(({ from, match }, index) => {
    const before = tiers
      .slice(0, index)
      .map((_, previous) => sql` and (select count(*) from ${name(previous)}) < ${SEARCH_GROUP_LIMIT}`);
    return sql`${name(index)} as materialized (
      select ${id} as id, ${index + 1} as tier from ${from} ${join}
      where ${match}${sql.join(before)}
      order by ${id} desc limit ${SEARCH_GROUP_LIMIT})`;
  });
  const union = sql.join(
    tiers.map((_, index) => sql`select id, tier from ${name(index)}`),
    sql` union all `,
  );
  return sql`with ${sql.join(ctes, sql`, `)}
    select id, min(tier) as tier from (${union}) tiers group by id`;
}

/**
 * Within a tier: the most words matched whole first ("martin" before "martinez"), then the newest.
 * `text` is the word-start form (or near enough: a leading space). A LIKE per word, not
 * word_similarity(), which costs ~20 µs a call on PostgreSQL and ~200 µs on PGlite.
 */
const relevance = (input: SearchInput, text: SQL) =>
  sql`m.tier, ${sql.join(
    input.words.map((word) => sql`(${text} || ' ' like ${`% ${word} %`})::int`),
    sql` + `,
  )} desc`;

export async function searchCustomerProjects(db: Database, input: SearchInput, isProspect: boolean) {
  const matches = bestMatches(
    {
      table: sql`projects p`,
      alias: sql`p`,
      id: sql`p.id`,
      text: PROJECT_TEXT,
      // Literal conditions, not parameters, so that the planner matches them with the partial indexes.
      where: sql.raw(
        `${isProspect ? 'p.is_prospect' : 'not p.is_prospect'}${input.withArchived ? '' : ' and not p.is_archived'}`,
      ),
      join: input.withArchived ? sql`` : sql`join customers c on c.id = p.customer_id and not c.is_archived`,
      phraseWindow: PHRASE_WINDOW,
    },
    input,
  );
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
    from (${matches}) m join projects p on p.id = m.id join customers c on c.id = p.customer_id
    order by ${relevance(input, PROJECT_TEXT)}, p.id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}

export async function searchCraftsmen(db: Database, input: SearchInput) {
  const matches = bestMatches(
    {
      table: sql`craftsmen k`,
      alias: sql`k`,
      id: sql`k.id`,
      text: wordStartForm(sql`k.search_text`),
      where: input.withArchived ? sql`true` : sql`not k.is_archived`,
      join: sql``,
    },
    input,
  );
  return queryRows<{ id: number; company_name: string; contact: string }>(
    db,
    sql`
    select k.id, k.company_name, k.contact
    from (${matches}) m join craftsmen k on k.id = m.id
    order by ${relevance(input, sql`(' ' || k.search_text)`)}, k.id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}

export async function searchHouses(db: Database, input: SearchInput) {
  const matches = bestMatches(
    {
      table: sql`houses h`,
      alias: sql`h`,
      id: sql`h.id`,
      text: wordStartForm(sql`h.search_text`),
      where: input.withArchived ? sql`true` : sql`not h.is_archived`,
      join: sql``,
    },
    input,
  );
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
    from (${matches}) m join houses h on h.id = m.id join house_families f on f.id = h.family_id
    order by ${relevance(input, sql`(' ' || h.search_text)`)}, f.position, h.id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}
