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
 * The searched text in word-start form: a leading space, so `LIKE '% word%'` finds a word start with one
 * trigram-indexed pattern (migrations 0014 and 0015). projects.search_text is stored that way, anything but
 * letters and digits turned into spaces; craftsmen and houses, small tables, index `' ' || search_text`,
 * where words after punctuation (in e-mails, hyphenated towns) only match inside a word (tier 3).
 */
const PROJECT_TEXT = sql`p.search_text`;
const wordStartForm = (column: SQL) => sql`(' ' || ${column})`;

/** How many of the newest projects the phrase tier looks at (see bestProjectMatches). */
const PHRASE_WINDOW = 2000;

/**
 * The relevance tiers, best first, each one included in the next:
 * 1. (several words) the words in that order at a word start ("ponts de ce", "helene lefevre" in an e-mail);
 * 2. every word at a word start, in any order ("helene lefevre" for "Lefèvre Hélène");
 * 3. (a word of 3 characters or more) every word anywhere, even inside a word ("fev" in "lefevre").
 */
function tiers(text: SQL, input: SearchInput): SQL[] {
  const every = (pattern: (word: string) => string) =>
    sql.join(
      input.words.map((word) => sql`${text} like ${pattern(word)}`),
      sql` and `,
    );
  const result: SQL[] = [];
  if (input.words.length > 1) result.push(sql`${text} like ${`% ${input.words.join(' ')}%`}`);
  result.push(every((word) => `% ${word}%`));
  if (input.anywhere) result.push(every((word) => `%${word}%`));
  return result;
}

/**
 * The ids of the best projects of one kind, with their tier. Each tier is one query, newest first, cut
 * at the group limit, and runs only when the tiers before it found fewer than the limit (the tiers are
 * nested, so their first rows are the best ones).
 *
 * The work is bounded whatever the number of matches, which ranking every match would not be
 * (word_similarity costs ~20 µs a row: 0.5 s for the 26 000 projects of a big town). On common words
 * PostgreSQL walks the newest projects and stops at the 15th match; on rare ones it reads the trigram
 * index. The phrase tier only walks the newest PHRASE_WINDOW projects: the index cannot tell adjacent
 * words apart ("maison tours" would recheck every house in Tours), and common phrases — what the
 * planner misjudges, taking "ponts" AND "de" AND "ce" for independent words, 200 times rarer than they
 * are — are all found there; rarer ones come from tier 2 through the index.
 * `kind`: literal conditions, not parameters, so that the planner matches the partial indexes.
 */
function bestProjectMatches(kind: SQL, input: SearchInput): SQL {
  const conditions = tiers(PROJECT_TEXT, input);
  const name = (index: number) => sql.raw(`tier${index + 1}`);
  const ctes = conditions.map((match, index) => {
    const from =
      index === 0 && input.words.length > 1
        ? sql`(select * from projects p where ${kind} order by p.id desc limit ${PHRASE_WINDOW}) p`
        : sql`projects p`;
    const before = conditions
      .slice(0, index)
      .map((_, previous) => sql` and (select count(*) from ${name(previous)}) < ${SEARCH_GROUP_LIMIT}`);
    return sql`${name(index)} as materialized (
      select p.id, ${index + 1} as tier from ${from}
      where ${match} and ${kind}${sql.join(before)}
      order by p.id desc limit ${SEARCH_GROUP_LIMIT})`;
  });
  const union = sql.join(
    conditions.map((_, index) => sql`select id, tier from ${name(index)}`),
    sql` union all `,
  );
  return sql`with ${sql.join(ctes, sql`, `)}
    select id, min(tier) as tier from (${union}) tiers group by id`;
}

/**
 * Small tables (craftsmen, houses: thousands of rows at most) in one plain query: the loosest tier
 * finds every match, each one ranked by its tier.
 */
function smallTableMatch(text: SQL, input: SearchInput): { where: SQL; tier: SQL } {
  const conditions = tiers(text, input);
  return {
    where: conditions.at(-1) ?? sql`false`,
    tier: sql`case ${sql.join(
      conditions.map((match, index) => sql`when ${match} then ${index + 1}`),
      sql` `,
    )} end`,
  };
}

/**
 * Within a tier: the most words matched whole first ("martin" before "martinez"), then the newest.
 * `text` is the word-start form. A LIKE per word, not
 * word_similarity(), which costs ~20 µs a call on PostgreSQL and ~200 µs on PGlite.
 */
const wholeWords = (input: SearchInput, text: SQL) =>
  sql`(${sql.join(
    input.words.map((word) => sql`(${text} || ' ' like ${`% ${word} %`})::int`),
    sql` + `,
  )}) desc`;

export async function searchCustomerProjects(db: Database, input: SearchInput, isProspect: boolean) {
  const kind = sql.raw(
    `${isProspect ? 'p.is_prospect' : 'not p.is_prospect'}${input.withArchived ? '' : ' and not p.is_archived'}`,
  );
  // The customer's own archive flag is checked on the matches only: joining customers in every tier
  // doubled the planning time, the largest cost of most searches. A live project of an archived
  // customer is still left out; it can only make the list shorter than the limit.
  return queryRows<{
    id: number;
    customer_id: number;
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
    select p.id, p.customer_id, c.name1, c.surname1, c.name2, c.surname2, p.name as project_name, p.step, p.meter_id, p.prospect_type
    from (${bestProjectMatches(kind, input)}) m join projects p on p.id = m.id join customers c on c.id = p.customer_id
    ${input.withArchived ? sql`` : sql`where not c.is_archived`}
    order by m.tier, ${wholeWords(input, PROJECT_TEXT)}, p.id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}

export async function searchCraftsmen(db: Database, input: SearchInput) {
  const match = smallTableMatch(wordStartForm(sql`k.search_text`), input);
  return queryRows<{ id: number; company_name: string; contact: string }>(
    db,
    sql`
    select k.id, k.company_name, k.contact
    from craftsmen k
    where ${match.where} ${input.withArchived ? sql`` : sql`and not k.is_archived`}
    order by ${match.tier}, ${wholeWords(input, wordStartForm(sql`k.search_text`))}, k.id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}

export async function searchHouses(db: Database, input: SearchInput) {
  const match = smallTableMatch(wordStartForm(sql`h.search_text`), input);
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
    where ${match.where} ${input.withArchived ? sql`` : sql`and not h.is_archived`}
    order by ${match.tier}, ${wholeWords(input, wordStartForm(sql`h.search_text`))}, f.position, h.id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}
