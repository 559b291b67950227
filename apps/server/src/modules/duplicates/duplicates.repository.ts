import { and, desc, eq, inArray, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { hotRows } from '../../db/hot-rows';
import { contacts, customers, projects } from '../../db/schema';

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

/**
 * Sets pg_trgm's `%` threshold until the end of the transaction; answers the previous one. Raw SQL (hotRows):
 * it reads and sets a setting, no table, and Drizzle's select builder needs a `from`.
 */
export async function setSimilarityThreshold(tx: Tx, threshold: number): Promise<number> {
  const [row] = await hotRows(
    tx,
    z.strictObject({ previous: z.string().nullable(), set_config: z.string() }),
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
  created_at: Date;
  name_score: number;
  phone_match: boolean;
  email_match: boolean;
  address_match: boolean;
  land_parcel_match: boolean;
  score: number;
};

const FALSE = sql`false`;

function anyOf(parts: SQL[]): SQL {
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : FALSE;
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
    phones: SQLWrapper[];
    emails: SQLWrapper[];
    postalCode: SQLWrapper;
    address: SQLWrapper;
    landParcel: SQLWrapper | null;
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
  // inArray answers `false` for an empty list.
  const phone = anyOf(columns.phones.map((column) => inArray(column, keys.phones)));
  const email = anyOf(columns.emails.map((column) => inArray(column, keys.emails)));
  const address = keys.address
    ? sql`(${columns.postalCode} = ${keys.address.postalCode} and ${columns.address} = ${keys.address.key})`
    : FALSE;
  const landParcel =
    columns.landParcel && keys.landParcel ? sql`${columns.landParcel} = ${keys.landParcel}` : FALSE;
  const where = anyOf([
    ...keys.persons.flatMap((person) => personColumns.map((column) => sql`${column} % ${person}`)),
    ...(keys.phones.length ? columns.phones.map((column) => inArray(column, keys.phones)) : []),
    ...(keys.emails.length ? columns.emails.map((column) => inArray(column, keys.emails)) : []),
    ...(keys.address ? [address] : []),
    ...(columns.landParcel && keys.landParcel ? [landParcel] : []),
  ]);
  // Typed and named: the outer query reads them by these names (score, keep).
  return {
    name_score: sql<number>`${nameScore}::float8`.as('name_score'),
    phone_match: sql<boolean>`${phone}`.as('phone_match'),
    email_match: sql<boolean>`${email}`.as('email_match'),
    address_match: sql<boolean>`${address}`.as('address_match'),
    land_parcel_match: sql<boolean>`${landParcel}`.as('land_parcel_match'),
    where,
  };
}

/** The reasons a candidate matched, as its query's columns (a CTE's or a subquery's). */
type Reasons = Record<
  'name_score' | 'phone_match' | 'email_match' | 'address_match' | 'land_parcel_match',
  SQLWrapper
>;

/** Weights of each reason in the ranking: a shared phone or e-mail weighs more than a similar name. */
const score = (m: Reasons) =>
  sql<number>`(case when ${m.phone_match} then 1 else 0 end + case when ${m.email_match} then 1 else 0 end
    + case when ${m.name_score} >= ${NAME_SIMILARITY_MIN} then ${m.name_score} else 0 end
    + case when ${m.address_match} then 0.6 else 0 end + case when ${m.land_parcel_match} then 0.8 else 0 end)::float8`.as(
    'score',
  );

const keep = (m: Reasons) =>
  sql`(${m.name_score} >= ${NAME_SIMILARITY_MIN} or ${m.phone_match} or ${m.email_match} or ${m.address_match}
    or ${m.land_parcel_match})`;

/** Customers (and each of their projects, prospects included) that may be the household. */
export async function findProjectCandidates(
  db: Database | Tx,
  keys: MatchKeys,
  options: { excludeProjectId?: number | undefined; limit: number },
): Promise<CandidateRow[]> {
  const { where, ...reasons } = matchers(keys, {
    person1: sql`person_normalize(${customers.name1}, ${customers.surname1})`,
    person2: sql`person_normalize(${customers.name2}, ${customers.surname2})`,
    phones: [sql`phone_normalize(${customers.phone})`, sql`phone_normalize(${customers.phone2})`],
    emails: [sql`email_normalize(${customers.email})`, sql`email_normalize(${customers.email2})`],
    postalCode: customers.postalCode,
    address: sql`address_normalize(${customers.address})`,
    // Projects hold no cadastral reference yet (the land area adds it).
    landParcel: null,
  });
  const matched = db.$with('matched').as(
    db
      .select({
        customerId: customers.id,
        name1: customers.name1,
        surname1: customers.surname1,
        name2: customers.name2,
        surname2: customers.surname2,
        customerArchived: customers.isArchived,
        ...reasons,
      })
      .from(customers)
      .where(where),
  );
  const rowScore = score(matched);
  return db
    .with(matched)
    .select({
      customer_id: matched.customerId,
      project_id: projects.id,
      contact_id: sql<number | null>`null::int`,
      name1: matched.name1,
      surname1: matched.surname1,
      name2: matched.name2,
      surname2: matched.surname2,
      project_name: projects.name,
      is_prospect: projects.isProspect,
      project_step: projects.step,
      salesman_id: projects.salesmanId,
      is_archived: sql<boolean>`(${projects.isArchived} or ${matched.customerArchived})`,
      created_at: projects.createdAt,
      name_score: matched.name_score,
      phone_match: matched.phone_match,
      email_match: matched.email_match,
      address_match: matched.address_match,
      land_parcel_match: matched.land_parcel_match,
      score: rowScore,
    })
    .from(matched)
    .innerJoin(projects, eq(projects.customerId, matched.customerId))
    .where(
      and(keep(matched), options.excludeProjectId ? ne(projects.id, options.excludeProjectId) : undefined),
    )
    .orderBy(desc(rowScore), desc(projects.id))
    .limit(options.limit);
}

/** Other website contacts still waiting that may be the household (the same request sent twice). */
export async function findContactCandidates(
  db: Database | Tx,
  keys: MatchKeys,
  options: { excludeContactId?: number | undefined; limit: number },
): Promise<CandidateRow[]> {
  const { where, ...reasons } = matchers(keys, {
    person1: sql`person_normalize(${contacts.name1}, ${contacts.surname1})`,
    person2: sql`person_normalize(${contacts.name2}, ${contacts.surname2})`,
    phones: [contacts.phoneKey],
    emails: [contacts.emailKey],
    postalCode: contacts.postalCode,
    address: contacts.addressKey,
    landParcel: contacts.landParcelKey,
  });
  const m = db
    .select({
      customer_id: sql<number | null>`null::int`.as('customer_id'),
      project_id: sql<number | null>`null::int`.as('project_id'),
      contact_id: contacts.id,
      name1: contacts.name1,
      surname1: contacts.surname1,
      name2: contacts.name2,
      surname2: contacts.surname2,
      project_name: sql<string | null>`null::text`.as('project_name'),
      is_prospect: sql<boolean>`false`.as('is_prospect'),
      project_step: sql<number | null>`null::int`.as('project_step'),
      salesman_id: sql<number | null>`null::int`.as('salesman_id'),
      is_archived: sql<boolean>`false`.as('is_archived'),
      created_at: contacts.createdAt,
      ...reasons,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.status, 'waiting'),
        where,
        options.excludeContactId ? ne(contacts.id, options.excludeContactId) : undefined,
      ),
    )
    .as('m');
  const rowScore = score(m);
  return db
    .select({ ...m._.selectedFields, score: rowScore })
    .from(m)
    .where(keep(m))
    .orderBy(desc(rowScore), desc(m.contact_id))
    .limit(options.limit);
}
