import type { TCommune } from '@batir/shared/prospects';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

const LIMIT = 20;

/**
 * Communes whose name starts with the term, optionally within a postal code prefix. Accents and case
 * are ignored, and any punctuation or space matches any one character: "joue les" finds Joué-lès-Tours.
 */
export async function findCities(db: Database, term: string, postalCode: string | null): Promise<TCommune[]> {
  const prefix = term.replace(/[\\%_]/g, '');
  return queryRows<TCommune>(
    db,
    sql`select name, postal_code as "postalCode" from communes
      where name_key like regexp_replace(search_normalize(${prefix}), '[^[:alnum:]]', '_', 'g') || '%'
        ${postalCode ? sql`and postal_code like ${`${postalCode}%`}` : sql``}
      order by name, postal_code limit ${LIMIT}`,
  );
}

/** Communes whose postal code starts with the digits typed. */
export async function findByPostalCode(db: Database, postalCode: string): Promise<TCommune[]> {
  return queryRows<TCommune>(
    db,
    sql`select name, postal_code as "postalCode" from communes
      where postal_code like ${`${postalCode}%`}
      order by postal_code, name limit ${LIMIT}`,
  );
}
