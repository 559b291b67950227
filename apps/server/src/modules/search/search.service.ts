import { customerDisplayName } from '@batir/shared/customers';
import type { Role } from '@batir/shared/roles';
import type { TSearchResponse } from '@batir/shared/search';
import type { Database } from '../../db/client';
import { followedSalesmen, visibleSalesmen } from '../projects/project-access';
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
  const seesCraftsmen = roles.includes('admin') || roles.includes('technical');
  const customerGroup = {
    isProspect: false,
    salesmanIds: visibleSalesmen(caller) ?? undefined,
  };
  const prospectGroup = {
    isProspect: true,
    salesmanIds: roles.includes('admin') ? undefined : followedSalesmen(caller),
  };
  const searchProjects = async () => {
    const [customersCommon = false, prospectsCommon = false] = await repo.probeCommonTerms(db, input, [
      customerGroup,
      prospectGroup,
    ]);
    return Promise.all([
      repo.searchCustomerProjects(db, input, customerGroup, customersCommon),
      repo.searchCustomerProjects(db, input, prospectGroup, prospectsCommon),
    ]);
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
