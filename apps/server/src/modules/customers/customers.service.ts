import { CUSTOMER_ERRORS } from '@batir/shared/contracts/customers';
import {
  customerDisplayName,
  STATE_OPTIONS,
  STEP_OPTIONS,
  type TCustomerDetails,
  type TCustomerEditValues,
  type TCustomerInitDataResponse,
  type TCustomerListResponse,
  type TCustomerResponse,
  TILE_OPTIONS,
} from '@batir/shared/customers';
import { can, projectAccess } from '@batir/shared/policy';
import {
  BP_TILES,
  PROJECT_SEARCH_COUNT_CAP,
  type TBpTile,
  type TListTile,
  type TProjectListResponse,
  type TProjectSearchResponse,
  type TProjectSortField,
} from '@batir/shared/project-list';
import type { Database, Tx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { iso, person, personName } from '../../lib/display';
import { recordProjectChange } from '../../lib/project-history';
import type { RequestContext } from '../../lib/request-context';
import { type Caller, isOnlyCustomer, projectCommand, visibleProjects, visibleSalesmen } from '../projects';
import { changesAnything, setCustomerArchived } from '../prospect-sheet';
import { listFollowers } from '../salesmen';
import { searchInput } from '../search';
import * as repo from './customers.repository';

const NOT_YOUR_CUSTOMER = "Ce client n'est pas suivi par vous : vous ne pouvez pas y accéder.";
const READ_ONLY = 'Vous pouvez consulter ce client, pas le modifier.';

/**
 * A household and whether the caller may read it: administrators and the design office every household,
 * salespeople and grid operators those with a project they follow (project-access followedSalesmen: a
 * grid operator's team too), a customer their own (read only). Writing needs a role that writes customers
 * (admin, technical, salesman) and, below the design office, a project of one's own; grid operators read only.
 */
async function ownedCustomer(options: {
  db: Database | Tx;
  caller: Caller;
  customerId: number;
  write: boolean;
  lock?: boolean;
}) {
  const { db, caller, customerId, write, lock = false } = options;
  const customer = await repo.findCustomer(db, customerId, lock);
  if (!customer) throw new AppError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
  const access = projectAccess(
    caller,
    { salesmanIds: customer.salesman_ids, customerUserId: customer.user_id },
    write,
  );
  if (access === 'ok') return customer;
  throw forbidden(
    access === 'notYourHousehold'
      ? "Ce foyer n'est pas le vôtre."
      : access === 'readOnly'
        ? READ_ONLY
        : NOT_YOUR_CUSTOMER,
  );
}

function customerDetails(row: repo.CustomerRow): TCustomerDetails {
  return {
    id: row.id,
    displayName: customerDisplayName(row),
    name1: row.name1,
    surname1: row.surname1,
    name2: row.name2,
    surname2: row.surname2,
    email: row.email,
    email2: row.email2,
    phone: row.phone,
    phone2: row.phone2,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    isArchived: row.is_archived,
    hasAccount: row.user_id !== null,
    defaultProjectId: row.default_project_id,
    createdAt: iso(row.created_at),
  };
}

/** GET /api/customerInitData: what the list screen needs to draw its filters. */
export async function initData(db: Database, caller: Caller): Promise<TCustomerInitDataResponse> {
  const all = can(caller, 'project.readAll');
  const salesmen = (await listFollowers(db))
    .filter((user) => all || user.id === caller.userId)
    .map((user) => ({ id: user.id, name: personName(user.surname, user.name) }));
  return {
    error: 0,
    seesAll: all,
    userId: caller.userId,
    salesmen,
    steps: STEP_OPTIONS.map((option) => ({ ...option })),
    tiles: TILE_OPTIONS.map((option) => ({ ...option })),
    states: STATE_OPTIONS.map((option) => ({ ...option })),
  };
}

/** GET /api/customers: households (with their number of customer projects), one page. */
export async function listCustomers(options: {
  db: Database;
  caller: Caller;
  query: { search?: string | undefined; archived: boolean; page: number; itemsPerPage: number };
}): Promise<TCustomerListResponse> {
  const { db, caller, query } = options;
  const filter: repo.CustomerFilter = {
    visible: visibleProjects(caller),
    seesAll: can(caller, 'project.readAll'),
    search: query.search ? await searchInput(db, query.search, query.archived) : null,
    archived: query.archived,
  };
  const offset = (query.page - 1) * query.itemsPerPage;
  const [rows, total] = await Promise.all([
    repo.listCustomers(db, filter, { offset, limit: query.itemsPerPage }),
    repo.countCustomers(db, filter),
  ]);
  return {
    error: 0,
    total,
    list: rows.map((row) => ({
      id: row.id,
      displayName: customerDisplayName(row),
      email: row.email,
      phone: row.phone,
      city: row.city,
      isArchived: row.is_archived,
      projectsCount: row.projects_count,
      defaultProjectId: row.default_project_id,
      createdAt: iso(row.created_at),
    })),
  };
}

/** GET /api/customers/{customer}: the household and its projects. */
export async function getCustomer(options: {
  db: Database;
  caller: Caller;
  customerId: number;
}): Promise<TCustomerResponse> {
  const { db, caller, customerId } = options;
  const row = await ownedCustomer({ db, caller, customerId, write: false });
  const projects = await repo.customerProjects(db, customerId);
  const customerOnly = isOnlyCustomer(caller);
  return {
    error: 0,
    customer: customerDetails(row),
    // A customer sees their customer projects only, not a prospect file kept on their household.
    projects: projects
      .filter((p) => !customerOnly || !p.is_prospect)
      .map((p) => ({
        id: p.id,
        name: p.name,
        step: p.step,
        bpTile: p.bp_tile,
        state: p.state,
        isProspect: p.is_prospect,
        isArchived: p.is_archived,
        salesman: person(p.salesman_id, p.salesman_surname, p.salesman_name),
        landCity: p.land_city,
        createdAt: iso(p.created_at),
      })),
    canWrite: !customerOnly && can(caller, 'project.write'),
  };
}

/** POST /api/customers/{customer}: the household's contact details. */
export async function editCustomer(options: {
  db: Database;
  caller: Caller;
  customerId: number;
  body: TCustomerEditValues;
  context: RequestContext;
}): Promise<TCustomerResponse> {
  const { db, caller, customerId, body, context } = options;
  // Not a project command: the household's details, shared by all its projects (audited on the customer).
  await db.transaction(async (tx) => {
    const before = await ownedCustomer({ db: tx, caller, customerId, write: true, lock: true });
    const values = {
      name1: body.name1,
      surname1: body.surname1,
      name2: body.name2,
      surname2: body.surname2,
      email: body.email || null,
      email2: body.email2 || null,
      phone: body.phone || null,
      phone2: body.phone2 || null,
      address: body.address,
      postalCode: body.postalCode,
      city: body.city,
    };
    await repo.updateCustomer(tx, customerId, values);
    const audited = {
      before: {
        name1: before.name1,
        surname1: before.surname1,
        name2: before.name2,
        surname2: before.surname2,
        email: before.email,
        email2: before.email2,
        phone: before.phone,
        phone2: before.phone2,
        address: before.address,
        postalCode: before.postal_code,
        city: before.city,
      },
      after: values,
    };
    // Saving the form unchanged writes no line in the prospect sheet's history.
    if (changesAnything(audited.before, audited.after))
      await writeAudit(tx, {
        userId: caller.userId,
        action: 'customer.edit',
        entity: 'customer',
        entityId: customerId,
        ...audited,
        ip: context.ip,
        requestId: context.requestId,
      });
  });
  return getCustomer({ db, caller, customerId });
}

/**
 * POST /api/customer/archive (archive) and DELETE /api/customer/archive (bring back): the household and,
 * through the customers_archive_projects trigger, every one of its projects, as PUT
 * /api/customers/{customer}/archive does (same repository function). Each customer project's timeline
 * records the change.
 */
export async function archiveCustomer(options: {
  db: Database;
  caller: Caller;
  customerId: number;
  archive: boolean;
  context: RequestContext;
}) {
  const { db, caller, customerId, archive, context } = options;
  // Not a project command: the whole household and every one of its projects at once.
  return db.transaction(async (tx) => {
    const customer = await ownedCustomer({ db: tx, caller, customerId, write: true, lock: true });
    if (customer.is_archived !== archive) {
      const projects = (await repo.customerProjects(tx, customerId)).filter(
        (p) => !p.is_prospect && p.is_archived !== archive,
      );
      await setCustomerArchived(tx, customerId, archive);
      await recordProjectChange(
        tx,
        ...projects.map((p) => ({
          projectId: p.id,
          userId: caller.userId,
          kind: 'archive',
          label: archive ? 'Projet archivé avec le foyer' : 'Projet réactivé avec le foyer',
          from: !archive,
          to: archive,
        })),
      );
      await writeAudit(tx, {
        userId: caller.userId,
        action: archive ? 'customer.archive' : 'customer.unarchive',
        entity: 'customer',
        entityId: customerId,
        before: { isArchived: customer.is_archived },
        after: { isArchived: archive, projects: projects.map((p) => p.id) },
        ip: context.ip,
        requestId: context.requestId,
      });
    }
    return {
      error: 0 as const,
      isArchived: archive,
      message: archive ? 'Le foyer est archivé.' : 'Le foyer est de nouveau actif.',
    };
  });
}

/** POST /api/customer/project/default: the project opened first for a household with several. */
export async function setDefaultProject(options: {
  db: Database;
  caller: Caller;
  customerId: number;
  projectId: number;
  context: RequestContext;
}) {
  const { db, caller, customerId, projectId, context } = options;
  // Not a project command: a choice of the household among its projects (audited on the customer).
  return db.transaction(async (tx) => {
    const customer = await ownedCustomer({ db: tx, caller, customerId, write: true, lock: true });
    const projects = await repo.customerProjects(tx, customerId);
    const project = projects.find((p) => p.id === projectId);
    if (!project)
      throw new AppError(CUSTOMER_ERRORS.PROJECT_NOT_OF_CUSTOMER, {
        fields: { project: CUSTOMER_ERRORS.PROJECT_NOT_OF_CUSTOMER.message },
      });
    if (project.is_prospect)
      throw new AppError(CUSTOMER_ERRORS.DEFAULT_PROJECT_IS_PROSPECT, {
        fields: { project: 'Projet encore prospect' },
      });
    await repo.setDefaultProject(tx, customerId, projectId);
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'customer.defaultProject',
      entity: 'customer',
      entityId: customerId,
      before: { defaultProjectId: customer.default_project_id },
      after: { defaultProjectId: projectId },
      ip: context.ip,
      requestId: context.requestId,
    });
    return {
      error: 0 as const,
      defaultProjectId: projectId,
      message: `« ${project.name} » est désormais le projet par défaut du foyer.`,
    };
  });
}

/**
 * A search: its matches read once for the page and the counts (repo.searchPage); past the cap (a word as
 * common as a town), the page is read from the newest matches and the tiles are not counted.
 */
async function searchedPage(
  db: Database,
  filter: repo.ProjectFilter,
  page: repo.ProjectPage,
): Promise<[repo.ProjectListRow[], { tiles: TListTile; capped: boolean }]> {
  const found = await repo.searchPage(db, filter, page, PROJECT_SEARCH_COUNT_CAP);
  if (found.matched <= PROJECT_SEARCH_COUNT_CAP) return [found.rows, { tiles: found.tiles, capped: false }];
  return [await repo.listProjects(db, filter, page), { tiles: found.tiles, capped: true }];
}

/** GET /api/project: the project list in 3 steps with its building-permit tiles. */
export async function listProjects(options: {
  db: Database;
  caller: Caller;
  query: {
    step: repo.ProjectFilter['step'];
    tile: TBpTile | null;
    search?: string | undefined;
    salesmen: number[];
    archived: boolean;
    sort: TProjectSortField;
    order: 'asc' | 'desc';
    page: number;
    itemsPerPage: number;
  };
}): Promise<TProjectListResponse> {
  const { db, caller, query } = options;
  const filter: repo.ProjectFilter = {
    visible: visibleProjects(caller),
    owners: visibleSalesmen(caller),
    step: query.step,
    // Salespeople and grid operators always see their own projects (visibleProjects): their filter is moot.
    salesmanIds: can(caller, 'project.readAll') ? query.salesmen : [],
    search: query.search ? await searchInput(db, query.search, query.archived) : null,
    archived: query.archived,
  };
  const page = {
    tile: query.tile,
    sort: query.sort,
    order: query.order,
    offset: (query.page - 1) * query.itemsPerPage,
    limit: query.itemsPerPage,
  };
  const [rows, counts] = filter.search
    ? await searchedPage(db, filter, page)
    : await Promise.all([
        repo.listProjects(db, filter, page),
        repo.countTiles(db, filter).then((tiles) => ({ tiles, capped: false })),
      ]);
  const { tiles } = counts;
  let total = query.tile
    ? (tiles[query.tile] ?? 0)
    : BP_TILES.reduce((sum, tile) => sum + (tiles[tile] ?? 0), 0);
  // Past the cap the tiles are not counted; a chosen tile is counted on its own, up to the cap too.
  if (counts.capped && query.tile)
    total = await repo.countSearchTile(db, filter, query.tile, PROJECT_SEARCH_COUNT_CAP);
  const capped = counts.capped && (!query.tile || total > PROJECT_SEARCH_COUNT_CAP);
  const uncounted = { waitingBpElements: null, bpInProgress: null, bpInstruction: null, bpFinished: null };
  return {
    error: 0,
    total: counts.capped ? Math.min(total, PROJECT_SEARCH_COUNT_CAP) : total,
    listTile: counts.capped ? uncounted : tiles,
    capped,
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      customerId: row.customer_id,
      customerName: customerDisplayName(row),
      step: row.step,
      bpTile: (BP_TILES as readonly string[]).includes(row.bp_tile) ? row.bp_tile : 'waitingBpElements',
      state: row.state,
      salesman: person(row.salesman_id, row.salesman_surname, row.salesman_name),
      landCity: row.land_city,
      landPostalCode: row.land_postal_code,
      isArchived: row.is_archived,
      isDefault: row.default_project_id === row.id,
      createdAt: iso(row.created_at),
    })),
  };
}

/** PUT /api/project/{id}/archive: archives one customer project, or brings it back. */
export async function archiveProject(options: {
  db: Database;
  caller: Caller;
  projectId: number;
  archive: boolean;
  context: RequestContext;
}) {
  const { archive } = options;
  return projectCommand(options, async ({ tx, project, projectId }) => {
    if (project.isProspect) throw new AppError(CUSTOMER_ERRORS.PROJECT_IS_PROSPECT);
    if (!archive && (await repo.isCustomerArchived(tx, project.customerId)))
      throw new AppError(CUSTOMER_ERRORS.CUSTOMER_ARCHIVED);
    const changes = project.isArchived !== archive;
    if (changes) await repo.setProjectArchived(tx, projectId, archive);
    return {
      answer: {
        error: 0 as const,
        id: projectId,
        isArchived: archive,
        message: archive ? 'Le projet est archivé.' : 'Le projet est de nouveau actif.',
      },
      history: changes
        ? [
            {
              kind: 'archive',
              label: archive ? 'Projet archivé' : 'Projet réactivé',
              from: project.isArchived,
              to: archive,
            },
          ]
        : [],
      audit: changes
        ? {
            action: archive ? 'project.archive' : 'project.unarchive',
            before: { isArchived: project.isArchived },
            after: { isArchived: archive },
          }
        : null,
    };
  });
}

export const PROJECT_SEARCH_LIMIT = 20;

/** GET /api/project/search?term=: customer projects for pickers (id, name, household). */
export async function searchProjects(options: {
  db: Database;
  caller: Caller;
  term: string;
}): Promise<TProjectSearchResponse> {
  const { db, caller, term } = options;
  const input = term ? await searchInput(db, term, true) : null;
  if (term && !input) return { error: 0, list: [] };
  const id = /^\d{1,9}$/.test(term) ? Number(term) : null;
  const rows = await repo.searchProjects(db, visibleProjects(caller), { input, id }, PROJECT_SEARCH_LIMIT);
  return {
    error: 0,
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      customerName: customerDisplayName(row),
      step: row.step,
      isArchived: row.is_archived,
    })),
  };
}
