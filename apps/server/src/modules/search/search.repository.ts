import { SEARCH_GROUP_LIMIT } from '@batir/shared/search';
import { sql as drizzleSql } from 'drizzle-orm';
import sql, { empty, join, raw, type Sql } from 'sql-template-tag';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { hotRows } from '../../db/hot-rows';

// Row schemas are built once, here: building a zod schema costs more than parsing a row with it.
const normalisedRow = z.strictObject({ value: z.string() });
const commonTermsRow = z.record(z.string(), z.boolean());
const vocabularyRow = z.strictObject({
  i: z.number(),
  word: z.string(),
  similarity: z.number(),
  same_sound: z.boolean(),
});
const craftsmanRow = z.strictObject({ id: z.number(), company_name: z.string(), contact: z.string() });
const houseRow = z.strictObject({
  id: z.number(),
  name: z.string(),
  price_cents: z.number(),
  meter_id: z.number().nullable(),
  model_id: z.number().nullable(),
  family: z.string(),
});

/** The normalisation of the stored `search_text` (lower case, no accents), applied to the term. */
export async function normalise(db: Database, value: string): Promise<string> {
  const [row] = await hotRows(db, normalisedRow, sql`select search_normalize(${value}) as value`);
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
 * trigram-indexed pattern (migrations 0014 and 0015). project_search.search_text is stored that way, anything but
 * letters and digits turned into spaces; craftsmen and houses, small tables, index `' ' || search_text`,
 * where words after punctuation (in e-mails, hyphenated towns) only match inside a word (tier 3).
 */
const PROJECT_TEXT = raw('p.search_text');
/**
 * The text where the query itself fixes the plan (the newest rows walked: the probes, the phrase window, the
 * typo tier's walk), under an expression PostgreSQL keeps no statistics for. A LIKE on the column itself is
 * estimated at planning by matching its pattern against the 250 most common texts and the histogram's
 * bounds; where no choice hangs on the estimate, that was planning for nothing: the probe 0,9 → 0,6 ms on
 * PGlite, a typo-tier statement 2,3 → 1,6 ms. Never where an index must answer (no index holds this
 * expression).
 */
const WALKED_TEXT = raw("(p.search_text || '')");

/**
 * The searched projects: project_search (issue 18), this area's side table, under projects' names (`id`
 * and the copied list keys), so that a query on `${SEARCHED_HERE} p` reads like one on projects. A plain
 * subquery: PostgreSQL pulls it up, and the conditions on `p` walk project_search's own indexes (their
 * partial predicates are on its copied flags). The project list and the prospect list read it too.
 */
const SEARCHED_TEXT = `(select project_id as id, salesman_id, is_prospect, is_archived, step, bp_tile,
    created_at, search_text, customer_sort_key, name_sort_key from project_search)`;
/** SEARCHED for the list pages' Drizzle queries. */
export const SEARCHED = drizzleSql.raw(SEARCHED_TEXT);
/** SEARCHED in this module's statements (flat SQL: see hotRows). */
const SEARCHED_HERE = raw(SEARCHED_TEXT);
const wordStartForm = (column: Sql) => sql`(' ' || ${column})`;

/** How many of the newest projects the phrase tier looks at (see bestProjectMatches). */
const PHRASE_WINDOW = 2000;
/** How many of the newest projects tell a common term from a rare one (see bestProjectMatches). */
const PROBE = 200;

/**
 * The relevance tiers, best first, each one included in the next:
 * 1. `phrase` (several words) the words in that order at a word start ("ponts de ce", "helene lefevre" in
 *    an e-mail);
 * 2. `wordStarts` every word at a word start, in any order ("helene lefevre" for "Lefèvre Hélène");
 * 3. `anywhere` (a word of 3 characters or more) every word anywhere, even inside a word ("fev" in "lefevre").
 */
function namedTiers(text: Sql, input: SearchInput) {
  const every = (pattern: (word: string) => string) =>
    join(
      input.words.map((word) => sql`${text} like ${pattern(word)}`),
      ' and ',
    );
  return {
    phrase: input.words.length > 1 ? sql`${text} like ${`% ${input.words.join(' ')}%`}` : null,
    wordStarts: every((word) => `% ${word}%`),
    anywhere: input.anywhere ? every((word) => `%${word}%`) : null,
  };
}

/** The tiers that apply to this term, best first. */
function tiers(text: Sql, input: SearchInput): Sql[] {
  const { phrase, wordStarts, anywhere } = namedTiers(text, input);
  return [phrase, wordStarts, anywhere].filter((tier): tier is Sql => tier !== null);
}

/**
 * The ids of the best projects of one kind, with their tier and their text (read once, by the tier that
 * found them: the caller ranks by it without joining project_search again). Each tier is one query, newest first, cut
 * at the group limit (the tiers are nested, so their first rows are the best ones), and runs only when
 * the tiers it depends on found fewer than the limit.
 *
 * The work is bounded whatever the number of matches, which ranking every match would not be
 * (word_similarity costs ~20 µs a row: 0.5 s for the 26 000 projects of a big town). Common terms are
 * best found by walking the newest projects until the 15th match; rare ones through the trigram index.
 * The planner chooses from statistics that can mislead it both ways: a rare term that happens to be in
 * its sample of 250 texts is believed 40 times more frequent, and walking the table for it took 150 to
 * 400 ms; "ponts" AND "de" AND "ce" are believed independent, 200 times rarer than they are together,
 * and the index plan rechecked thousands of rows. So `common` (probeCommonTerms: the words start a word
 * in one of the newest PROBE projects of the group) decides:
 * - rare: every tier through an index, the walk ruled out (`order by p.id + 0`): the work follows the
 *   number of matches, fewer than one in 200. The word starts of live projects through the word index
 *   (wordIndexMatch), the rest through the trigram one. With several words (a first and last name, an e-mail: most
 *   searches), the word starts first; when they are fewer than the limit they hold every match and the
 *   phrases are read among them for free; the phrase window is walked only when they fill the group;
 * - common: as the planner sees fit (it walks). With several words ("joue les tours", "ponts de ce"), the
 *   phrase first, among the newest PHRASE_WINDOW projects only (the index cannot tell adjacent words
 *   apart; common phrases are all found there), and the word starts only when it did not fill the group.
 * (For one salesperson's common terms, forcing the walk over his few thousand projects was measured slower
 * than the planner's choice, his rows ANDed with the trigram index: 18 against 10 ms for "martin".)
 */
function bestProjectMatches(group: ProjectGroup, input: SearchInput, common: boolean): Sql {
  const kind = groupKind(group, input.withArchived);
  const newest = newestFirst(group);
  const { phrase, wordStarts: wordStartsLike, anywhere } = namedTiers(PROJECT_TEXT, input);
  const phraseWalked = namedTiers(WALKED_TEXT, input).phrase;
  // Walking the newest projects, a LIKE per row is the cheap test; through an index, the word index
  // (migration 0036, live projects) reads the words themselves, the trigram one every trigram of them.
  const byWordIndex = !common && !input.withArchived;
  const wordStarts = byWordIndex ? wordIndexMatch(input) : wordStartsLike;
  const limit = SEARCH_GROUP_LIMIT;
  const order = common ? newest : sql`p.id + 0 desc`;
  const count = (cte: string) => sql`(select count(*) from ${raw(cte)})`;
  const inWindow = (match: Sql, gate: Sql) =>
    sql`(select p.id, p.search_text from (select * from ${SEARCHED_HERE} p where ${kind} order by ${newest} limit ${PHRASE_WINDOW}) p
      where ${match} and ${gate} order by ${newest} limit ${limit})`;
  const matches = (match: Sql, gate: Sql, where = kind) =>
    sql`(select p.id, p.search_text from ${SEARCHED_HERE} p where ${match} and ${where} and ${gate} order by ${order} limit ${limit})`;
  // A salesperson's rare word starts: his salesperson checked on the word index's matches rather than his
  // thousands of entries in the salesperson index ANDed with them (9 000 for the bench's salesperson:
  // « hélène lef » 9,5 → 1,6 ms of execution, « lefev » 7,4 → 2,5 at 200 000 customers).
  const wordStartsKind = byWordIndex && group.salesmanIds ? groupKind(group, false, true) : kind;

  const ctes: Sql[] = [];
  if (!phrase)
    ctes.push(sql`word_starts as materialized ${matches(wordStarts, raw('true'), wordStartsKind)}`);
  else if (common)
    ctes.push(
      sql`phrase as materialized ${inWindow(phraseWalked ?? phrase, raw('true'))}`,
      sql`word_starts as materialized ${matches(wordStarts, sql`${count('phrase')} < ${limit}`)}`,
    );
  else
    ctes.push(
      sql`word_starts as materialized ${matches(wordStarts, raw('true'), wordStartsKind)}`,
      sql`phrase as materialized (
        select p.id, p.search_text from word_starts p where ${phrase}
        union ${inWindow(phraseWalked ?? phrase, sql`${count('word_starts')} >= ${limit}`)})`,
    );
  // Included in every tier above: needed only when they did not fill the group.
  if (anywhere) {
    const gate = sql`${count('word_starts')} < ${limit}${phrase ? sql` and ${count('phrase')} < ${limit}` : empty}`;
    ctes.push(sql`anywhere as materialized ${matches(anywhere, gate)}`);
  }
  const union = [
    ...(phrase ? [raw('select id, 1 as tier, search_text from phrase')] : []),
    raw('select id, 2 as tier, search_text from word_starts'),
    ...(anywhere ? [raw('select id, 3 as tier, search_text from anywhere')] : []),
  ];
  return sql`with ${join(ctes, ', ')}
    select id, min(tier) as tier, search_text from (${join(union, ' union all ')}) tiers group by id, search_text`;
}

/**
 * The word-start tier as the word index of live projects answers it (migration 0036): every word is the
 * start of one of the text's words. The words hold letters and digits only (searchInput), so quoting them
 * as lexemes is safe; `:*` makes each a prefix.
 */
function wordIndexMatch(input: SearchInput): Sql {
  const query = input.words.map((word) => `'${word}':*`).join(' & ');
  return sql`search_lexemes(p.search_text) @@ ${query}::tsquery`;
}

/**
 * The projects a group searches: customers or prospects, live or all, those of some salespeople (one, or a
 * grid operator and the salespeople he leads: project-access followedSalesmen) or all.
 */
export type ProjectGroup = { isProspect: boolean; salesmanIds?: readonly number[] | undefined };

/** Literal conditions (see bestProjectMatches); `salesmanIds` are checked to be integers first. */
function groupKind(group: ProjectGroup, withArchived: boolean, salesmanFilterOnly = false): Sql {
  const { isProspect, salesmanIds } = group;
  if (salesmanIds?.some((id) => !Number.isSafeInteger(id))) throw new Error('salesmanIds invalides');
  // `+ 0`: a condition no index answers, checked on the rows another index found.
  const salesman = salesmanFilterOnly ? 'p.salesman_id + 0' : 'p.salesman_id';
  return raw(
    `${isProspect ? 'p.is_prospect' : 'not p.is_prospect'}${withArchived ? '' : ' and not p.is_archived'}${
      salesmanIds === undefined ? '' : ` and ${salesman} in (${salesmanIds.join(', ')})`
    }`,
  );
}

/**
 * Newest first, in the order of the index that lists the group's live projects, so that PostgreSQL walks it
 * and stops: everyone's project_search_kind_idx backwards (DESC), one salesperson's own page index (DESC NULLS
 * LAST, project_search_customer_salesman_idx or _prospect_salesman_idx; with `p.id desc` it read everyone's newest projects to find his). Ids are
 * never null: both orders are the same.
 */
const newestFirst = (group: ProjectGroup) =>
  group.salesmanIds === undefined ? sql`p.id desc` : sql`p.id desc nulls last`;

/**
 * For each group, whether the term is common there: its words start a word in one of the newest PROBE
 * projects (about one project in 200 or more). One query for every group, a few hundred rows read.
 */
export async function probeCommonTerms(
  db: Database,
  input: SearchInput,
  groups: ProjectGroup[],
): Promise<boolean[]> {
  const { wordStarts } = namedTiers(WALKED_TEXT, input);
  const [row] = await hotRows(
    db,
    commonTermsRow,
    sql`select ${join(
      groups.map(
        (group, index) => sql`exists (select 1 from (select p.search_text from ${SEARCHED_HERE} p
          where ${groupKind(group, input.withArchived)} order by ${newestFirst(group)} limit ${PROBE}) p
          where ${wordStarts}) as ${raw(`g${index}`)}`,
      ),
      ', ',
    )}`,
  );
  return groups.map((_, index) => row?.[`g${index}`] === true);
}

/**
 * Small tables (craftsmen, houses: thousands of rows at most) in one plain query: the loosest tier
 * finds every match, each one ranked by its tier.
 */
function smallTableMatch(text: Sql, input: SearchInput): { where: Sql; tier: Sql } {
  const conditions = tiers(text, input);
  return {
    where: conditions.at(-1) ?? raw('false'),
    tier: sql`case ${join(
      conditions.map((match, index) => sql`when ${match} then ${index + 1}`),
      ' ',
    )} end`,
  };
}

/**
 * Within a tier: the most words matched whole first ("martin" before "martinez"), then the newest.
 * `text` is the word-start form. A LIKE per word, not
 * word_similarity(), which costs ~20 µs a call on PostgreSQL and ~200 µs on PGlite.
 */
const wholeWords = (input: SearchInput, text: Sql) =>
  sql`(${join(
    input.words.map((word) => sql`(${text} || ' ' like ${`% ${word} %`})::int`),
    ' + ',
  )}) desc`;

/** A project found by the search, with its household's names. */
const projectMatch = z.strictObject({
  id: z.number(),
  customer_id: z.number(),
  name1: z.string(),
  surname1: z.string(),
  name2: z.string(),
  surname2: z.string(),
  project_name: z.string(),
  step: z.number(),
  meter_id: z.number().nullable(),
  prospect_type: z.string().nullable(),
});
export type ProjectMatch = z.infer<typeof projectMatch>;
/** The columns of a match; the origin of prospects only (customers show none: one look-up less a row). */
const projectColumns = (
  group: ProjectGroup,
) => sql`p.id, p.customer_id, c.name1, c.surname1, c.name2, c.surname2,
    p.name as project_name, p.step,
    (select lb.meter_id from project_logisbox lb where lb.project_id = p.id) as meter_id,
    ${group.isProspect ? sql`(select x.prospect_type from project_prospects x where x.project_id = p.id)` : sql`null::text`} as prospect_type`;

/** The best matches of one group; `common`: from probeCommonTerms. */
export async function searchCustomerProjects(
  db: Database,
  input: SearchInput,
  group: ProjectGroup,
  common: boolean,
) {
  // The customer's own archive flag is checked on the matches only: joining customers in every tier
  // doubled the planning time, the largest cost of most searches. A live project of an archived
  // customer is still left out; it can only make the list shorter than the limit.
  return hotRows(
    db,
    projectMatch,
    sql`
    select ${projectColumns(group)}
    from (${bestProjectMatches(group, input, common)}) m join projects p on p.id = m.id
      join customers c on c.id = p.customer_id
    ${input.withArchived ? empty : sql`where not c.is_archived`}
    order by m.tier, ${wholeWords(input, raw('m.search_text'))}, p.id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}

/**
 * A vocabulary word close to a typed word (migration 0053): its trigram similarity (pg_trgm `similarity`,
 * 0 to 1) and whether it sounds the same (`search_phonetic`).
 */
export type VocabularyMatch = { word: string; similarity: number; sameSound: boolean };

/**
 * The vocabulary words close to each typed word, the word itself included when known: those sharing enough trigrams
 * (`%`, pg_trgm.similarity_threshold, 0.3 by default: « duprnt » and « dupont » share 0.4) through the
 * trigram index of the few thousand words, or with the same phonetic key through its B-tree. One query for
 * every word. The typed words are letters a to z only (search.service `tolerantWords`).
 */
export async function findVocabularyMatches(db: Database, words: string[]): Promise<VocabularyMatch[][]> {
  if (words.length === 0) return [];
  const rows = await hotRows(
    db,
    vocabularyRow,
    join(
      words.map(
        (
          word,
          index,
        ) => sql`(select ${index}::int as i, v.word, similarity(v.word, ${word})::float8 as similarity,
          v.sound = search_phonetic(${word}) as same_sound
          from search_vocabulary v
          where v.word % ${word} or v.sound = search_phonetic(${word}))`,
      ),
      ' union all ',
    ),
  );
  return words.map((_, index) =>
    rows
      .filter((row) => row.i === index)
      .map((row) => ({ word: row.word, similarity: Number(row.similarity), sameSound: row.same_sound })),
  );
}

/** How many of a group's newest tolerant matches are ranked when they are rare (see searchTolerantProjects). */
const TOLERANT_CANDIDATES = 200;
/** How many of a group's newest projects the tolerant tier walks at most when its words are common. */
const TOLERANT_WALK = 5000;
/**
 * From how many matches among a group's newest PROBE projects the tolerant tier walks rather than reads the
 * index: walking finds the group's 15 after about 15 × PROBE ÷ matches rows, the index reads every match
 * (matches × group size ÷ PROBE). With one match in 200 (« dupont » for « duprnt ») the walk read 2 900
 * rows on PGlite at 50 000 customers where the index reads 250; from three, the walk stops sooner.
 */
const TOLERANT_WALK_FROM = 3;

/**
 * The tolerant tier of one group: projects whose text has, for every typed word, a word starting with one
 * of its spellings (`spellings[i]`: the typed word first, then its corrections, best first), except those
 * the exact tiers found (`excludedIds`), ranked by closeness (the sum over the words of the rank of the best
 * spelling found: the typed word 0, its best correction 1…), then newest first.
 *
 * The corrections of a typo are often common names (« martn » → martin, « gotier » → gautier, gauthier:
 * 2 000 projects each at 200 000 customers, on as many table pages). So, as the exact tiers do, one
 * statement counts first how many of the group's newest PROBE projects they match:
 * - common (TOLERANT_WALK_FROM or more): the newest projects are walked (at most TOLERANT_WALK), a LIKE per
 *   spelling, until the group is full: about 15 × 200 rows read in order instead of thousands of scattered
 *   pages;
 * - rare: the index (the word index of live projects, one tsquery `('duprnt':* | 'dupont':*) & …`, or the
 *   trigram index with « Voir les archivés »), the newest TOLERANT_CANDIDATES matches kept. The condition
 *   is a gate outside each branch: the branch left out does not start. `search_serial_plan()` (migration
 *   0053) keeps PostgreSQL from starting parallel workers for reads of a few hundred rows.
 * The candidates are ranked, and cut to the group's place left, before their project and household are
 * joined: 15 look-ups instead of 200 (an archived household then only shortens the list, as in the exact
 * tiers).
 */
export async function searchTolerantProjects(
  db: Database,
  input: SearchInput,
  spellings: string[][],
  group: ProjectGroup,
  excludedIds: number[],
  limit: number,
) {
  if (limit <= 0) return [];
  const prefix = (word: string) => `% ${word}%`;
  const likeEveryOf = (text: Sql) =>
    join(
      spellings.map(
        (options) =>
          sql`(${join(
            options.map((word) => sql`${text} like ${prefix(word)}`),
            ' or ',
          )})`,
      ),
      ' and ',
    );
  const likeEvery = likeEveryOf(WALKED_TEXT);
  const indexed = input.withArchived
    ? likeEveryOf(PROJECT_TEXT)
    : sql`search_lexemes(p.search_text) @@ ${spellings
        .map((options) => `(${options.map((word) => `'${word}':*`).join(' | ')})`)
        .join(' & ')}::tsquery`;
  const excluded = excludedIds.filter(Number.isSafeInteger);
  const notFound = excluded.length
    ? sql`and p.id not in (${join(
        excluded.map((id) => sql`${id}::int`),
        ', ',
      )})`
    : empty;
  const kind = groupKind(group, input.withArchived);
  const newest = newestFirst(group);
  const closeness = join(
    spellings.map(
      (options) =>
        sql`case ${join(
          options.map((word, rank) => sql`when m.search_text like ${prefix(word)} then ${rank}::int`),
          ' ',
        )} else ${options.length}::int end`,
    ),
    ' + ',
  );
  return hotRows(
    db,
    projectMatch,
    sql`
    with common as materialized (select (select count(*) from (select p.search_text from ${SEARCHED_HERE} p
        where ${kind} order by ${newest} limit ${PROBE}) p where ${likeEvery}) >= ${TOLERANT_WALK_FROM}::int as yes),
      walked as materialized (select p.id, p.search_text from (select p.id, p.search_text from ${SEARCHED_HERE} p
        where search_serial_plan() and ${kind} order by ${newest} limit ${TOLERANT_WALK}) p
        where (select yes from common) and ${likeEvery} ${notFound} order by ${newest} limit ${limit}),
      indexed as materialized (select p.id, p.search_text from ${SEARCHED_HERE} p
        where search_serial_plan() and not (select yes from common) and ${indexed} and ${kind} ${notFound}
        order by p.id + 0 desc limit ${TOLERANT_CANDIDATES})
    select ${projectColumns(group)}
    from (select m.id, m.search_text from (select id, search_text from walked union all select id, search_text from indexed) m
      order by ${closeness}, m.id desc limit ${limit}) m
    join projects p on p.id = m.id join customers c on c.id = p.customer_id
    ${input.withArchived ? empty : sql`where not c.is_archived`}
    order by ${closeness}, p.id desc`,
  );
}

/** Craftsmen matching the term (a small table: one plain query, see smallTableMatch). */
export async function searchCraftsmen(db: Database, input: SearchInput) {
  const text = wordStartForm(raw('k.search_text'));
  const match = smallTableMatch(text, input);
  return hotRows(
    db,
    craftsmanRow,
    sql`
    select k.id, k.company_name, k.contact
    from craftsmen k
    where ${match.where} ${input.withArchived ? empty : raw('and not k.is_archived')}
    order by ${match.tier}, ${wholeWords(input, text)}, k.id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}

/** House models matching the term (a small table, as craftsmen), their family's order first after the tier. */
export async function searchHouses(db: Database, input: SearchInput) {
  const text = wordStartForm(raw('h.search_text'));
  const match = smallTableMatch(text, input);
  return hotRows(
    db,
    houseRow,
    sql`
    select h.id, h.name, h.price_cents, h.meter_id, h.model_id, f.name as family
    from houses h join house_families f on f.id = h.family_id
    where ${match.where} ${input.withArchived ? empty : raw('and not h.is_archived')}
    order by ${match.tier}, ${wholeWords(input, text)}, f.position, h.id desc
    limit ${SEARCH_GROUP_LIMIT}`,
  );
}
