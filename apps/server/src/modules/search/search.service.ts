import { customerDisplayName } from '@batir/shared/customers';
import type { Role } from '@batir/shared/roles';
import type { TSearchResponse } from '@batir/shared/search';
import type { Database } from '../../db/client';
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

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/search/global/{term}: customers, prospects, craftsmen (admin and technical only) and houses. */
export async function globalSearch(options: {
  db: Database;
  term: string;
  withArchived: boolean;
  roles: readonly Role[];
}): Promise<TSearchResponse> {
  const { db, roles, withArchived } = options;
  // The same normalisation as the stored text, so "HÉLÈNE" finds "Hélène".
  const term = await repo.normalise(db, normaliseTerm(options.term));
  const patterns = term
    .split(' ')
    .filter(Boolean)
    .map((word) => `%${escapeLike(word)}%`);
  // The route refuses blank terms, so there is always at least one word.
  const input = { term, patterns, withArchived };
  const seesCraftsmen = roles.includes('admin') || roles.includes('technical');
  const [customers, prospects, craftsmen, houses] = await Promise.all([
    repo.searchCustomerProjects(db, input, false),
    repo.searchCustomerProjects(db, input, true),
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
