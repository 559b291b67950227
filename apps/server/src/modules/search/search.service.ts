import { customerDisplayName } from '@batir/shared/customers';
import { can } from '@batir/shared/policy';
import type { Role } from '@batir/shared/roles';
import { SEARCH_GROUP_LIMIT, type TSearchResponse } from '@batir/shared/search';
import type { Database } from '../../db/client';
import { followedSalesmen, visibleSalesmen } from '../projects';
import * as repo from './search.repository';

/**
 * What the stored `search_text` looks like for this term: lower case, no accents (done in SQL by
 * `search_normalize`), and phone numbers as bare digits ("06 12 34" and "+33 6 12 34" → "061234").
 */
export function normaliseTerm(term: string): string {
  const trimmed = term.trim();
  if (/^\+?[\d\s.()-]+$/.test(trimmed) && /\d{2}/.test(trimmed.replace(/\D/g, ''))) {
    const digits = trimmed.replace(/\D/g, '');
    return trimmed.startsWith('+33') ? `0${digits.slice(2)}` : digits;
  }
  return trimmed.replace(/\s+/g, ' ');
}

/**
 * `search_normalize` (lower case, `unaccent`) done here when the answer is sure: accents taken off by
 * Unicode decomposition leave plain ASCII, which `unaccent` and `lower` treat the same way. Anything else
 * (ligatures such as « œ », other scripts) returns null and is normalised by the database. Saves a round
 * trip on almost every search.
 */
export function normaliseLocally(value: string): string | null {
  const stripped = value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return /^[\x20-\x7e]*$/.test(stripped) ? stripped : null;
}

/** The term as the repository queries take it; null when it holds no word. Exported for `npm run bench`'s query plans. */
export async function searchInput(
  db: Database,
  rawTerm: string,
  withArchived: boolean,
): Promise<repo.SearchInput | null> {
  // The same normalisation as the stored text (migration 0014), so "HÉLÈNE" finds "Hélène", "joue-les"
  // finds "Joué-lès-Tours" and "h.lefevre@" an e-mail: letters and digits only, which also leaves no
  // LIKE wildcard in the words.
  const typed = normaliseTerm(rawTerm);
  const term = (normaliseLocally(typed) ?? (await repo.normalise(db, typed)))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const words = term.split(' ').filter(Boolean);
  if (words.length === 0) return null;
  return {
    words,
    anywhere: words.some((word) => word.length >= 3),
    withArchived,
  };
}

/** The tolerant tier of a group runs only when its exact tiers found fewer matches than this. */
export const TOLERANT_BELOW = 5;
/** How many corrections of one typed word the tolerant tier looks for, best first. */
const CORRECTIONS_PER_WORD = 5;

/**
 * The typed words a typo may be corrected in: letters a to z only (digits are phone numbers, e-mail numbers,
 * postcodes), 4 letters or more (shorter words have too few trigrams to compare, and « du » or « le » would
 * be corrected to half the vocabulary). Null for the others, taken as typed.
 */
export function tolerantWords(words: readonly string[]): (string | null)[] {
  return words.map((word) => (/^[a-z]{4,30}$/.test(word) ? word : null));
}

/**
 * Edits between two words: insertions, deletions, substitutions and swaps of two neighbours (optimal string
 * alignment distance), so « lefebre » → « lefebvre » is 1, « duprnt » → « dupont » 1, « lefebrve » → « lefebvre » 1.
 */
export function typingErrors(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * The corrections of one typed word among its vocabulary matches, best first: one typing error (two from 6
 * letters on), or the same French sound whatever the spelling (« gauthier » for « gotier »). A word the
 * texts hold as typed is no typo: it gets the other spellings of its sound only (« lefevre » → « lefebvre »,
 * but « maison » is not corrected to « masson »). Fewer errors first, a same sound counting half an error
 * less, then the closer trigrams.
 */
export function chooseCorrections(typed: string, matches: readonly repo.VocabularyMatch[]): string[] {
  const allowed = typed.length >= 6 ? 2 : 1;
  const known = matches.some((match) => match.word === typed);
  return matches
    .filter((match) => match.word !== typed)
    .map((match) => ({ ...match, errors: typingErrors(typed, match.word) }))
    .filter((match) => match.sameSound || (!known && match.errors <= allowed))
    .sort(
      (a, b) =>
        a.errors - (a.sameSound ? 0.5 : 0) - (b.errors - (b.sameSound ? 0.5 : 0)) ||
        b.similarity - a.similarity ||
        (a.word < b.word ? -1 : 1),
    )
    .slice(0, CORRECTIONS_PER_WORD)
    .map((match) => match.word);
}

/**
 * Adds the tolerant tier below the exact ones, in each group whose exact tiers found fewer than
 * TOLERANT_BELOW projects: the typed words are corrected against the vocabulary of the search texts
 * (findVocabularyMatches, one query for both groups), then the projects matching every word as typed or
 * corrected are read (searchTolerantProjects), those already found left out, up to the group limit. Common
 * terms (5 exact matches or more) and words under 4 letters never reach the vocabulary: no extra query.
 */
async function withTolerantTier(
  db: Database,
  input: repo.SearchInput,
  groups: readonly repo.ProjectGroup[],
  exact: repo.ProjectMatch[][],
): Promise<repo.ProjectMatch[][]> {
  const needed = exact.map((rows) => rows.length < TOLERANT_BELOW);
  const fuzzy = tolerantWords(input.words);
  const typed = fuzzy.filter((word): word is string => word !== null);
  if (!needed.some(Boolean) || typed.length === 0) return exact;
  const matches = await repo.findVocabularyMatches(db, typed);
  let corrected = false;
  let next = 0;
  const spellings = input.words.map((word, index) => {
    if (fuzzy[index] === null) return [word];
    const corrections = chooseCorrections(word, matches[next] ?? []);
    next += 1;
    if (corrections.length) corrected = true;
    return [word, ...corrections];
  });
  if (!corrected) return exact;
  return Promise.all(
    exact.map(async (rows, index) => {
      const group = groups[index];
      if (!needed[index] || !group) return rows;
      const more = await repo.searchTolerantProjects(
        db,
        input,
        spellings,
        group,
        rows.map((row) => row.id),
        SEARCH_GROUP_LIMIT - rows.length,
      );
      return [...rows, ...more];
    }),
  );
}

/**
 * GET /api/search/global/{term}: customers, prospects, craftsmen (admin and technical only) and houses.
 * Customers and prospects follow the lists' rules: customer projects as projects/project-access
 * (admins and technical staff all, others those they follow, a grid operator his team's too:
 * followedSalesmen), prospects as prospects.service (admins all, others the same salespeople's).
 */
export async function globalSearch(options: {
  db: Database;
  term: string;
  withArchived: boolean;
  roles: readonly Role[];
  userId: number;
  /** A grid operator's salespeople (auth Principal), whose projects he finds too. */
  team?: readonly number[] | undefined;
}): Promise<TSearchResponse> {
  const { db, roles, userId } = options;
  const caller = { userId, roles, team: options.team };
  const input = await searchInput(db, options.term, options.withArchived);
  // "-" or "%" alone holds no letter or digit: nothing to look for.
  if (!input) return { error: 0, customerList: [], prospectList: [], craftsmanList: [], houseList: [] };
  const seesCraftsmen = can(caller, 'search.technical');
  const customerGroup = {
    isProspect: false,
    salesmanIds: visibleSalesmen(caller) ?? undefined,
  };
  const prospectGroup = {
    isProspect: true,
    salesmanIds: can(caller, 'prospect.readAll') ? undefined : followedSalesmen(caller),
  };
  const searchProjects = async () => {
    const [customersCommon = false, prospectsCommon = false] = await repo.probeCommonTerms(db, input, [
      customerGroup,
      prospectGroup,
    ]);
    const exact = await Promise.all([
      repo.searchCustomerProjects(db, input, customerGroup, customersCommon),
      repo.searchCustomerProjects(db, input, prospectGroup, prospectsCommon),
    ]);
    const [customers = [], prospects = []] = await withTolerantTier(
      db,
      input,
      [customerGroup, prospectGroup],
      exact,
    );
    return [customers, prospects] as const;
  };
  // The small tables do not wait for the probe: two round trips in a row, and two queries after the probe
  // instead of four.
  const [[customers, prospects], craftsmen, houses] = await Promise.all([
    searchProjects(),
    seesCraftsmen ? repo.searchCraftsmen(db, input) : Promise.resolve([]),
    repo.searchHouses(db, input),
  ]);

  const houseGroups = new Map<string, TSearchResponse['houseList'][number]>();
  for (const house of houses) {
    const group: TSearchResponse['houseList'][number] = houseGroups.get(house.family) ?? {
      label: house.family,
      children: [],
    };
    group.children.push({
      id: house.id,
      name: house.name,
      price: house.price_cents / 100,
      meter: house.meter_id,
      modelId: house.model_id,
    });
    houseGroups.set(house.family, group);
  }

  return {
    error: 0,
    customerList: customers.map((row) => ({
      id: row.id,
      customerId: row.customer_id,
      name: customerDisplayName(row),
      projectName: row.project_name,
      projectStep: row.step,
      meterId: row.meter_id,
    })),
    prospectList: prospects.map((row) => ({
      id: row.id,
      name: customerDisplayName(row),
      type: row.prospect_type,
      meterId: row.meter_id,
    })),
    craftsmanList: craftsmen.map((row) => ({ id: row.id, name: row.company_name, contact: row.contact })),
    houseList: [...houseGroups.values()],
  };
}
