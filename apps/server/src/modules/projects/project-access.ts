import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import type { Role } from '@batir/shared/roles';
import { not, or, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client';
import { projects } from '../../db/schema';
import { AppError, forbidden } from '../../lib/app-error';

/**
 * `team`: the salespeople a grid operator manages (users.manager_id), loaded with his session (auth
 * Principal); a caller without it has none.
 */
export type Caller = { userId: number; roles: readonly Role[]; team?: readonly number[] | undefined };

/** The project row every project route starts from (ownership checked). */
export type ProjectRef = {
  id: number;
  customerId: number;
  salesmanId: number | null;
  step: number;
  isProspect: boolean;
  isArchived: boolean;
  customerUserId: number | null;
};

const NOT_YOURS = "Ce projet n'est pas suivi par vous : vous ne pouvez pas y accéder.";
const READ_ONLY = 'Vous pouvez consulter ce projet, pas le modifier.';
const NOT_YOUR_PROJECT = "Ce projet n'est pas le vôtre.";

/**
 * Who sees which customer project (issue 6):
 * - administrators and the design office (technical) every project: they instruct every permit and file;
 * - salespeople the projects they follow (`salesman_id`); grid operators those they follow and those of
 *   the salespeople they manage (followedSalesmen), read only (their permission set is `customer.read`);
 *   a project is changed by those who see every project or by its own salesperson (canWriteProjects);
 * - a customer, read only, the projects of their own household, and only on routes that let customers in;
 * - craftsmen none.
 * Prospects keep their stricter rule (prospects.service seesAll).
 */
export const seesAllProjects = (caller: Caller) =>
  caller.roles.includes('admin') || caller.roles.includes('technical');

/** Roles that change customer projects (grid operators only read them). */
export const canWriteProjects = (caller: Caller) =>
  caller.roles.some((role) => role === 'admin' || role === 'technical' || role === 'salesman');

/**
 * The salespeople whose records (customer projects, prospects, agendas) a staff member reads, besides what
 * his role sees of everyone: himself, and for a grid operator the salespeople he manages (users.manager_id:
 * he leads them, spec 1 §6 Recrutement). A salesperson who manages others keeps his own records only.
 */
export function followedSalesmen(caller: Caller): number[] {
  const team = caller.roles.includes('gridOperator') ? (caller.team ?? []) : [];
  return [caller.userId, ...team.filter((id) => id !== caller.userId)];
}

/** Whether the records followed by `salesmanId` are among followedSalesmen. */
export const followsSalesman = (caller: Caller, salesmanId: number | null) =>
  salesmanId !== null && followedSalesmen(caller).includes(salesmanId);

/** A customer account with no staff role: reads its own household's projects through the portal routes. */
export const isOnlyCustomer = (caller: Caller) =>
  caller.roles.includes('customer') && !caller.roles.some((role) => role !== 'customer');

/**
 * Loads the project and checks that the caller may read it (`write: false`) or change it. Pass `lock`
 * inside a transaction to hold the row until it commits (state changes on the project itself).
 */
export async function projectFor(options: {
  db: Database | Tx;
  caller: Caller;
  projectId: number;
  write?: boolean;
  lock?: boolean;
}): Promise<ProjectRef> {
  const { db, caller, projectId, write = true, lock = false } = options;
  const [row] = await queryRows<ProjectRef>(
    db,
    sql`select p.id, p.customer_id as "customerId", p.salesman_id as "salesmanId", p.step,
          p.is_prospect as "isProspect", p.is_archived as "isArchived", c.user_id as "customerUserId"
        from projects p join customers c on c.id = p.customer_id
        where p.id = ${projectId}
        ${lock ? sql`for update of p` : sql``}`,
  );
  if (!row) throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND);
  if (isOnlyCustomer(caller)) {
    if (row.customerUserId !== caller.userId) throw forbidden(NOT_YOUR_PROJECT);
    if (write) throw forbidden(READ_ONLY);
    return row;
  }
  if (
    !caller.roles.some((r) => r === 'admin' || r === 'technical' || r === 'salesman' || r === 'gridOperator')
  ) {
    throw forbidden();
  }
  if (seesAllProjects(caller)) {
    if (write && !canWriteProjects(caller)) throw forbidden(READ_ONLY);
    return row;
  }
  if (!followsSalesman(caller, row.salesmanId)) throw forbidden(NOT_YOURS);
  // His team's projects a grid operator reads only, even when he is a salesperson too.
  if (write && (!canWriteProjects(caller) || row.salesmanId !== caller.userId)) throw forbidden(READ_ONLY);
  return row;
}

/**
 * The salespeople whose projects the caller sees (staff only), null for every project. Lists filter on
 * `projects.salesman_id` (visibleProjects), counters kept per salesperson on their `salesman_key`: both
 * follow this one rule.
 */
export function visibleSalesmen(caller: Caller): number[] | null {
  return seesAllProjects(caller) ? null : followedSalesmen(caller);
}

/** SQL condition on `projects p` limiting a list to what the caller may see (staff only). */
export function visibleProjects(caller: Caller) {
  return salesmanKeyIn(sql`p.salesman_id`, visibleSalesmen(caller));
}

/** `column` among the salespeople of visibleSalesmen (`true` for every project). */
export function salesmanKeyIn(column: SQL, salesmen: number[] | null): SQL {
  if (salesmen === null) return sql`true`;
  if (!salesmen.length) return sql`false`;
  return sql`${column} in (${sql.join(
    salesmen.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * Whether the caller may open the sheet of a project: customer projects by the rule above, prospects by
 * their stricter one (prospects.service seesAll: administrators, else followedSalesmen). Of
 * the projects he may not open, a staff member learns only what names no customer (README « Qui voit
 * quoi »): a colleague's appointment there is a busy slot, a duplicate there is said to exist.
 */
export function opensProject(caller: Caller, project: { salesmanId: number | null; isProspect: boolean }) {
  if (caller.roles.includes('admin') || followsSalesman(caller, project.salesmanId)) return true;
  return !project.isProspect && seesAllProjects(caller);
}

/** opensProject as an SQL condition on the `projects` table of a query (null where no project is joined). */
export function opensProjectSql(caller: Caller): SQL {
  if (caller.roles.includes('admin')) return sql`true`;
  const follows = salesmanKeyIn(sql`${projects.salesmanId}`, followedSalesmen(caller));
  return seesAllProjects(caller) ? (or(follows, not(projects.isProspect)) as SQL) : follows;
}

/**
 * opensProject for the user whose id is `userId` (an SQL value: a stored recipient, not the caller), on the
 * `projects p` of a query; his roles and team are read from the database.
 */
export function userOpensProjectSql(userId: SQL): SQL {
  return sql`exists (select 1 from users o where o.id = ${userId} and (
    'admin' = any(o.roles)
    or ('technical' = any(o.roles) and not p.is_prospect)
    or o.id = p.salesman_id
    or ('gridOperator' = any(o.roles) and exists (select 1 from users m
      where m.id = p.salesman_id and m.manager_id = o.id and 'salesman' = any(m.roles)))))`;
}
