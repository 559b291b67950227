import { PROSPECT_ERRORS } from '@batir/shared/contracts/prospects';
import { customerDisplayName } from '@batir/shared/customers';
import { can, leadsTeam, type PolicyPrincipal, prospectScopeOf } from '@batir/shared/policy';
import {
  blankProspect,
  PROSPECT_TYPE_LABELS,
  PROSPECT_TYPES,
  type TProspectDuplicateResponse,
  type TProspectInitDataResponse,
  type TProspectListItem,
  type TProspectListResponse,
  type TProspectTile,
  type TProspectType,
  type TProspectValues,
} from '@batir/shared/prospects';
import type { Database } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { personName } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import { findDuplicates, type Household, shownTo } from '../duplicates';
import { followedSalesmen, insertProject, opensProject } from '../projects';
import { isFollower, listFollowers } from '../salesmen';
import { searchInput } from '../search';
import { visibleContactIds } from '../summary';
import * as repo from './prospects.repository';

export type Caller = PolicyPrincipal;

/**
 * Ownership rule (the shared policy's prospectScopeOf, changesProspect, changesHousehold): administrators
 * see and assign every salesperson's prospects; any other staff member (salesperson, technical, grid
 * operator) sees the prospects of followedSalesmen (his own, and a grid operator's team too) and creates
 * prospects for them; he changes only his own.
 */
export { changesHousehold, changesProspect } from '@batir/shared/policy';

/** The salespeople whose prospects the caller lists (`filter` for administrators: empty for everyone). */
export function prospectSalesmen(caller: Caller, filter: number[] = []) {
  const scope = prospectScopeOf(caller);
  return scope.kind === 'all' ? filter : scope.salesmen;
}

type ListQuery = {
  tile?: TProspectTile | undefined;
  search?: string | undefined;
  archived: boolean;
  type?: TProspectType | undefined;
  userIds: number[];
};

/** The repository's filter for a list query, as the caller may see it. */
async function listFilter(db: Database, caller: Caller, query: ListQuery): Promise<repo.ListFilter> {
  return {
    salesmanIds: prospectSalesmen(caller, query.userIds),
    search: query.search ? await searchInput(db, query.search, query.archived) : null,
    archived: query.archived,
    type: query.type ?? null,
  };
}

/** A row of the list as the screen shows it. */
function itemOf(row: repo.ProspectRow): TProspectListItem {
  return {
    projectId: row.project_id,
    customerId: row.customer_id,
    customerName: customerDisplayName(row),
    projectName: row.project_name,
    type: row.prospect_type,
    isLead: row.prospect_type === 'website',
    tile: row.tile,
    contactAttempts: row.contact_attempts,
    salesman:
      row.salesman_id == null
        ? null
        : { id: row.salesman_id, name: personName(row.salesman_surname, row.salesman_name) },
    phone: row.phone,
    email: row.email,
    city: row.city,
    landCity: row.land_city,
    landPostalCode: row.land_postal_code,
    isArchived: row.is_archived,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The rows of the tile (or of all tiles) among the per-tile totals. */
const totalOf = (totals: Record<TProspectTile, number>, tile: TProspectTile | undefined) =>
  tile ? totals[tile] : totals.toContact + totals.inContact + totals.appointment + totals.appointmentMore;

export async function listProspects(options: {
  db: Database;
  caller: Caller;
  from: string;
  query: ListQuery & { offset: number; limit: number };
}): Promise<TProspectListResponse> {
  const { db, caller, query } = options;
  const filter = await listFilter(db, caller, query);
  const [rows, totals] = await Promise.all([
    repo.listProspects(db, filter, { tile: query.tile, offset: query.offset, limit: query.limit }),
    repo.countProspects(db, filter),
  ]);
  const list = rows.slice(0, query.limit).map(itemOf);
  const ofTile = (tile: TProspectTile) => list.filter((item) => item.tile === tile);
  return {
    error: 0,
    from: options.from,
    list,
    listToContact: ofTile('toContact'),
    listInContact: ofTile('inContact'),
    listAppointment: ofTile('appointment'),
    listAppointmentMore: ofTile('appointmentMore'),
    totals,
    total: totalOf(totals, query.tile),
    loadMore: rows.length > query.limit,
  };
}

/**
 * The whole list as GET /api/prospects shows it to the caller (the exports of issue 20): its row count, and
 * its rows page after page, newest first. Pages follow the last id seen (the list index's order), not an
 * offset: the 400th page of 200 000 prospects costs what the first does.
 */
export async function prospectListExport(db: Database, caller: Caller, query: ListQuery) {
  const filter = await listFilter(db, caller, query);
  const total = totalOf(await repo.countProspects(db, filter), query.tile);
  async function* pages(size: number): AsyncGenerator<TProspectListItem[]> {
    let before: number | undefined;
    for (;;) {
      const rows = await repo.listProspects(db, filter, { tile: query.tile, offset: 0, limit: size, before });
      const page = rows.slice(0, size);
      if (page.length) yield page.map(itemOf);
      if (rows.length <= size) return;
      before = page[page.length - 1]?.project_id;
    }
  }
  return { total, pages };
}

export async function initData(db: Database, caller: Caller): Promise<TProspectInitDataResponse> {
  const all = can(caller, 'prospect.readAll');
  const followed = followedSalesmen(caller);
  const salesmen = (await listFollowers(db))
    .filter((user) => all || followed.includes(user.id))
    .map((user) => ({ id: user.id, name: personName(user.surname, user.name) }));
  return {
    error: 0,
    seesAll: all,
    userId: caller.userId,
    salesmen,
    types: PROSPECT_TYPES.map((value) => ({ value, label: PROSPECT_TYPE_LABELS[value] })),
  };
}

/**
 * The blank form of a new prospect, followed by the caller when he follows prospects himself; a grid
 * operator chooses one of his salespeople (0: none chosen yet).
 */
export function prepare(caller: Caller) {
  const followsProspects = can(caller, 'prospect.follow');
  return {
    error: 0 as const,
    prospect: blankProspect(followsProspects ? caller.userId : 0),
  };
}

/**
 * The duplicates of the household being typed. Those the caller may not open (another salesperson's
 * project by project-access opensProject, a waiting contact of another area by the attribution rule) are
 * only said to exist (duplicates.service shownTo: « Doublon suivi par un autre commercial »), without
 * name, contact details or ids; the others come in full, as the spec has them.
 */
export async function findDuplicate(
  db: Database,
  caller: Caller,
  household: Household,
): Promise<TProspectDuplicateResponse> {
  const found = await findDuplicates({ db, household });
  const contactIds = found.flatMap((duplicate) => (duplicate.contactId ? [duplicate.contactId] : []));
  const contacts = await visibleContactIds(
    db,
    { userId: caller.userId, seesAll: can(caller, 'prospect.readAll') },
    contactIds,
  );
  return {
    error: 0,
    listDuplicates: shownTo(found, (duplicate) =>
      duplicate.kind === 'contact' ? contacts.has(duplicate.contactId ?? 0) : opensProject(caller, duplicate),
    ),
  };
}

/** The household columns of the prospect form (empty phones and e-mail stored as null). */
export function householdOf(body: TProspectValues) {
  return {
    name1: body.name1,
    surname1: body.surname1,
    name2: body.name2,
    surname2: body.surname2,
    phone: body.phone || null,
    phone2: body.phone2 || null,
    email: body.email || null,
    address: body.address,
    postalCode: body.postalCode,
    city: body.city,
  };
}

/** Customer and prospect project in one transaction, with the audit row. */
export async function addProspect(options: {
  db: Database;
  caller: Caller;
  body: TProspectValues;
  context: RequestContext;
}) {
  const { db, caller, body, context } = options;
  if (!can(caller, 'prospect.readAll') && !followedSalesmen(caller).includes(body.salesmanId)) {
    throw forbidden(
      leadsTeam(caller)
        ? 'Vous ne pouvez créer un prospect que pour un commercial que vous encadrez.'
        : 'Vous ne pouvez créer un prospect que pour vous-même.',
    );
  }
  return db.transaction(async (tx) => {
    if (!(await isFollower(tx, body.salesmanId)))
      throw new AppError(PROSPECT_ERRORS.SALESMAN_UNKNOWN, {
        fields: { salesmanId: PROSPECT_ERRORS.SALESMAN_UNKNOWN.message },
      });
    const customer = householdOf(body);
    const customerId = await repo.insertCustomer(tx, customer);
    const project = {
      customerId,
      name: body.projectName || `Projet ${customerDisplayName(customer)}`,
      step: 1,
      isProspect: true,
      prospectType: body.type,
      salesmanId: body.salesmanId,
      landCity: body.landCity || body.city,
      landPostalCode: body.landPostalCode || body.postalCode,
    };
    const projectId = await insertProject(tx, project);
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'prospect.add',
      entity: 'project',
      entityId: projectId,
      after: { customer, project },
      ip: context.ip,
      requestId: context.requestId,
    });
    return { error: 0 as const, projectId, customerId };
  });
}
