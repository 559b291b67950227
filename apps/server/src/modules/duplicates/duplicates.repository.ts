import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client';

/** Normalised keys of the household to match (see normalize.ts); empty lists never match. */
export type MatchKeys = {
  /** One normalised "<name> <surname>" per person of the household. */
  persons: string[];
  phones: string[];
  emails: string[];
  /** Address and postal code only match together. */
  address: { postalCode: string; key: string } | null;
  landParcel: string | null;
};

/**
 * Below this trigram similarity two names are different people: "lefevre helene" / "lefebvre helene"
 * scores 0.72, "lefevre helene" / "lefevre julien" 0.36.
 */
export const NAME_SIMILARITY_MIN = 0.5;

/** Sets pg_trgm's `%` threshold until the end of the transaction; answers the previous one. */
export async function setSimilarityThreshold(tx: Tx, threshold: number): Promise<number> {
  const [row] = await queryRows<{ previous: string | null }>(
    tx,
    sql`select current_setting('pg_trgm.similarity_threshold', true) as previous,
      set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`,
  );
  // Unset until pg_trgm is first used in the session: its default then.
  const previous = Number(row?.previous);
  return previous > 0 ? previous : 0.3;
}

export type CandidateRow = {
  customer_id: number | null;
  project_id: number | null;
  contact_id: number | null;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  project_name: string | null;
  is_prospect: boolean;
  project_step: number | null;
  /** Who follows the project (null for a waiting contact): who may open it depends on the caller. */
  salesman_id: number | null;
  is_archived: boolean;
  created_at: Date | string;
  name_score: number;
  phone_match: boolean;
  email_match: boolean;
  address_match: boolean;
  land_parcel_match: boolean;
  score: number;
};

const FALSE = sql`false`;

function anyOf(parts: SQL[], joiner: SQL = sql` or `): SQL {
  return parts.length ? sql`(${sql.join(parts, joiner)})` : FALSE;
}

function inList(column: SQL, values: string[]): SQL {
  return values.length
    ? sql`${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : FALSE;
}

/**
 * The matching expressions over one table. Every branch of `where` is answered by an index (trigram GIN
 * on the person expressions, b-tree on the keys), so PostgreSQL combines them with a BitmapOr.
 */
function matchers(
  keys: MatchKeys,
  columns: {
    person1: SQL;
    person2: SQL;
    phones: SQL[];
    emails: SQL[];
    postalCode: SQL;
    address: SQL;
    landParcel: SQL | null;
  },
) {
  const personColumns = [columns.person1, columns.person2];
  const nameScore = keys.persons.length
    ? sql`greatest(${sql.join(
        keys.persons.flatMap((person) =>
          personColumns.map((column) => sql`similarity(${column}, ${person})`),
        ),
        sql`, `,
      )})`
    : sql`0`;
  const phone = anyOf(columns.phones.map((column) => inList(column, keys.phones)));
  const email = anyOf(columns.emails.map((column) => inList(column, keys.emails)));
  const address = keys.address
    ? sql`(${columns.postalCode} = ${keys.address.postalCode} and ${columns.address} = ${keys.address.key})`
    : FALSE;
  const landParcel =
    columns.landParcel && keys.landParcel ? sql`${columns.landParcel} = ${keys.landParcel}` : FALSE;
  const where = anyOf([
    ...keys.persons.flatMap((person) => personColumns.map((column) => sql`${column} % ${person}`)),
    ...(keys.phones.length ? columns.phones.map((column) => inList(column, keys.phones)) : []),
    ...(keys.emails.length ? columns.emails.map((column) => inList(column, keys.emails)) : []),
    ...(keys.address ? [address] : []),
    ...(columns.landParcel && keys.landParcel ? [landParcel] : []),
  ]);
  return { nameScore, phone, email, address, landParcel, where };
}

/** Weights of each reason in the ranking: a shared phone or e-mail weighs more than a similar name. */
const SCORE = sql`(case when phone_match then 1 else 0 end + case when email_match then 1 else 0 end
  + case when name_score >= ${NAME_SIMILARITY_MIN} then name_score else 0 end
  + case when address_match then 0.6 else 0 end + case when land_parcel_match then 0.8 else 0 end)`;

const KEEP = sql`(name_score >= ${NAME_SIMILARITY_MIN} or phone_match or email_match or address_match or land_parcel_match)`;

/** Customers (and each of their projects, prospects included) that may be the household. */
export async function findProjectCandidates(
  db: Database | Tx,
  keys: MatchKeys,
  options: { excludeProjectId?: number | undefined; limit: number },
): Promise<CandidateRow[]> {
  const m = matchers(keys, {
    person1: sql`person_normalize(c.name1, c.surname1)`,
    person2: sql`person_normalize(c.name2, c.surname2)`,
    phones: [sql`phone_normalize(c.phone)`, sql`phone_normalize(c.phone2)`],
    emails: [sql`email_normalize(c.email)`, sql`email_normalize(c.email2)`],
    postalCode: sql`c.postal_code`,
    address: sql`address_normalize(c.address)`,
    // Projects hold no cadastral reference yet (the land area adds it).
    landParcel: null,
  });
  return queryRows<CandidateRow>(
    db,
    sql`
    with matched as (
      select c.id as customer_id, c.name1, c.surname1, c.name2, c.surname2, c.is_archived as customer_archived,
        ${m.nameScore}::float8 as name_score, ${m.phone} as phone_match, ${m.email} as email_match,
        ${m.address} as address_match, false as land_parcel_match
      from customers c
      where ${m.where}
    )
    select m.customer_id, p.id as project_id, null::int as contact_id, m.name1, m.surname1, m.name2, m.surname2,
      p.name as project_name, p.is_prospect, p.step as project_step, p.salesman_id,
      (p.is_archived or m.customer_archived) as is_archived, p.created_at, m.name_score, m.phone_match,
      m.email_match, m.address_match, m.land_parcel_match, ${SCORE}::float8 as score
    from matched m join projects p on p.customer_id = m.customer_id
    where ${KEEP} ${options.excludeProjectId ? sql`and p.id <> ${options.excludeProjectId}` : sql``}
    order by score desc, p.id desc
    limit ${options.limit}`,
  );
}

/** Other website contacts still waiting that may be the household (the same request sent twice). */
export async function findContactCandidates(
  db: Database | Tx,
  keys: MatchKeys,
  options: { excludeContactId?: number | undefined; limit: number },
): Promise<CandidateRow[]> {
  const m = matchers(keys, {
    person1: sql`person_normalize(name1, surname1)`,
    person2: sql`person_normalize(name2, surname2)`,
    phones: [sql`phone_key`],
    emails: [sql`email_key`],
    postalCode: sql`postal_code`,
    address: sql`address_key`,
    landParcel: sql`land_parcel_key`,
  });
  return queryRows<CandidateRow>(
    db,
    sql`
    select m.*, ${SCORE}::float8 as score from (
      select null::int as customer_id, null::int as project_id, id as contact_id, name1, surname1, name2, surname2,
        null::text as project_name, false as is_prospect, null::int as project_step, null::int as salesman_id,
        false as is_archived, created_at,
        ${m.nameScore}::float8 as name_score, ${m.phone} as phone_match, ${m.email} as email_match,
        ${m.address} as address_match, ${m.landParcel} as land_parcel_match
      from contacts
      where status = 'waiting' and ${m.where}
        ${options.excludeContactId ? sql`and id <> ${options.excludeContactId}` : sql``}
    ) m
    where ${KEEP}
    order by score desc, contact_id desc
    limit ${options.limit}`,
  );
}
