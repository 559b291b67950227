import { CONTACT_TEXTS, type TDuplicate, type TDuplicateReason } from '@batir/shared/contacts';
import { customerDisplayName } from '@batir/shared/customers';
import type { Database, Tx } from '../../db/client';
import * as repo from './duplicates.repository';
import {
  hasPerson,
  normalizeAddress,
  normalizeEmail,
  normalizeLandParcel,
  normalizePerson,
  normalizePhone,
} from './normalize';

/**
 * The one duplicate engine: website contacts use it before attribution, prospects when they are created.
 * Given a household (up to two people), it finds the customers, projects and waiting contacts that may
 * be the same people.
 */
export type Household = {
  name1: string;
  surname1: string;
  name2?: string | null | undefined;
  surname2?: string | null | undefined;
  email?: string | null | undefined;
  email2?: string | null | undefined;
  phone?: string | null | undefined;
  phone2?: string | null | undefined;
  address?: string | null | undefined;
  postalCode?: string | null | undefined;
  landParcel?: string | null | undefined;
};

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** The household's matching keys; both people are compared to both people of each record (crossed). */
export function matchKeys(household: Household): repo.MatchKeys {
  const persons = distinct([
    hasPerson(household.name1, household.surname1)
      ? normalizePerson(household.name1, household.surname1)
      : null,
    hasPerson(household.name2, household.surname2)
      ? normalizePerson(household.name2, household.surname2)
      : null,
  ]);
  const addressKey = normalizeAddress(household.address);
  const postalCode = household.postalCode?.trim() ?? '';
  return {
    persons,
    phones: distinct([normalizePhone(household.phone), normalizePhone(household.phone2)]),
    emails: distinct([normalizeEmail(household.email), normalizeEmail(household.email2)]),
    address: addressKey && postalCode ? { postalCode, key: addressKey } : null,
    landParcel: normalizeLandParcel(household.landParcel),
  };
}

/** A candidate as found, with who follows its project: what the caller may see of it depends on him (shownTo). */
export type FoundDuplicate = TDuplicate & { salesmanId: number | null };

function toDuplicate(row: repo.CandidateRow): FoundDuplicate {
  const reasons: TDuplicateReason[] = [];
  if (row.name_score >= repo.NAME_SIMILARITY_MIN) reasons.push('name');
  if (row.phone_match) reasons.push('phone');
  if (row.email_match) reasons.push('email');
  if (row.address_match) reasons.push('address');
  if (row.land_parcel_match) reasons.push('landParcel');
  const kind = row.contact_id == null ? 'project' : 'contact';
  return {
    id: kind === 'project' ? `project-${row.project_id}` : `contact-${row.contact_id}`,
    kind,
    customerId: row.customer_id,
    projectId: row.project_id,
    contactId: row.contact_id,
    customerName: customerDisplayName(row),
    projectName: row.project_name,
    isProspect: row.is_prospect,
    projectStep: row.project_step,
    isArchived: row.is_archived,
    createdAt: new Date(row.created_at).toISOString(),
    reasons,
    score: Math.round(Number(row.score) * 100) / 100,
    followedByOther: false,
    salesmanId: row.salesman_id,
  };
}

/**
 * The duplicates as the caller may see them. One he may not open keeps only what warns him (a duplicate
 * exists, why it matched, whether it is a prospect or archived): no name, no ids, no project, so it can be
 * neither opened nor merged into (issue 14: prospects were taken over through a merge).
 */
export function shownTo(
  duplicates: readonly FoundDuplicate[],
  mayOpen: (duplicate: FoundDuplicate) => boolean,
): TDuplicate[] {
  return duplicates.map((found, index) => {
    const { salesmanId: _followedBy, ...duplicate } = found;
    if (mayOpen(found)) return duplicate;
    return {
      ...duplicate,
      id: `hidden-${index + 1}`,
      customerId: null,
      projectId: null,
      contactId: null,
      customerName:
        duplicate.kind === 'contact'
          ? CONTACT_TEXTS.duplicateOtherArea
          : CONTACT_TEXTS.duplicateFollowedByOther,
      projectName: null,
      projectStep: null,
      followedByOther: true,
    };
  });
}

/** Ranked candidates, best first: two indexed queries (projects, waiting contacts), whatever the data size. */
export async function findDuplicates(options: {
  db: Database | Tx;
  household: Household;
  excludeContactId?: number | undefined;
  excludeProjectId?: number | undefined;
  limit?: number;
}): Promise<FoundDuplicate[]> {
  const keys = matchKeys(options.household);
  const limit = options.limit ?? 10;
  const { projects, contacts } = await options.db.transaction(async (tx) => {
    // The `%` operator uses pg_trgm's threshold (0.3 by default): at ours, the trigram index itself drops
    // the namesakes instead of handing over thousands of "Martin" rows to recheck. Local to this
    // transaction (restored after, in case the caller's own transaction goes on).
    const previous = await repo.setSimilarityThreshold(tx, repo.NAME_SIMILARITY_MIN);
    const found = {
      projects: await repo.findProjectCandidates(tx, keys, {
        excludeProjectId: options.excludeProjectId,
        limit,
      }),
      contacts: await repo.findContactCandidates(tx, keys, {
        excludeContactId: options.excludeContactId,
        limit,
      }),
    };
    await repo.setSimilarityThreshold(tx, previous);
    return found;
  });
  return [...projects, ...contacts]
    .map(toDuplicate)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
