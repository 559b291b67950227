import type { TCommune } from '@batir/shared/prospects';
import { and, asc, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communes } from '../../db/schema';

const LIMIT = 20;

/**
 * Communes whose name starts with the term, optionally within a postal code prefix. Accents and case
 * are ignored, and any punctuation or space matches any one character: "joue les" finds Joué-lès-Tours.
 */
export async function findCities(db: Database, term: string, postalCode: string | null): Promise<TCommune[]> {
  const prefix = term.replace(/[\\%_]/g, '');
  return db
    .select({ name: communes.name, postalCode: communes.postalCode })
    .from(communes)
    .where(
      and(
        sql`${communes.nameKey} like regexp_replace(search_normalize(${prefix}), '[^[:alnum:]]', '_', 'g') || '%'`,
        postalCode ? like(communes.postalCode, `${postalCode}%`) : undefined,
      ),
    )
    .orderBy(asc(communes.name), asc(communes.postalCode))
    .limit(LIMIT);
}

/** Communes whose postal code starts with the digits typed. */
export async function findByPostalCode(db: Database, postalCode: string): Promise<TCommune[]> {
  return db
    .select({ name: communes.name, postalCode: communes.postalCode })
    .from(communes)
    .where(like(communes.postalCode, `${postalCode}%`))
    .orderBy(asc(communes.postalCode), asc(communes.name))
    .limit(LIMIT);
}
