import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import {
  can,
  followedSalesmen,
  type PolicyPrincipal,
  type ProjectAccess,
  projectAccess,
  visibleSalesmen,
} from '@batir/shared/policy';
import { eq, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { customers, projects } from '../../db/schema';
import { AppError, forbidden } from '../../lib/app-error';
import { grantsSql, isSalespersonSql, leadsTeamSql } from '../../lib/policy-sql';

/**
 * `team`: the salespeople a grid operator manages (users.manager_id), loaded with his session (auth
 * Principal); a caller without it has none.
 */
export type Caller = PolicyPrincipal;

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

/** projectAccess's refusals, worded (undefined: the common « accès refusé »). */
const REFUSALS: Record<Exclude<ProjectAccess, 'ok'>, string | undefined> = {
  notYourHousehold: NOT_YOUR_PROJECT,
  readOnly: READ_ONLY,
  notStaff: undefined,
  notFollowed: NOT_YOURS,
};

/**
 * Who sees which customer project (issue 6) is the shared policy's (packages/shared/src/policy.ts:
 * projectScopeOf, projectAccess, opensProject): administrators and the design office every project,
 * salespeople those they follow, grid operators their team's too (read only), a customer his household's
 * (read only, on the routes that let customers in), craftsmen none. Prospects keep their stricter rule
 * (prospectScopeOf). This module loads the rows and turns those rules into SQL.
 */
export {
  followedSalesmen,
  followsSalesman,
  isOnlyCustomer,
  opensProject,
  visibleSalesmen,
} from '@batir/shared/policy';

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
  const query = db
    .select({
      id: projects.id,
      customerId: projects.customerId,
      salesmanId: projects.salesmanId,
      step: projects.step,
      isProspect: projects.isProspect,
      isArchived: projects.isArchived,
      customerUserId: customers.userId,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(projects.id, projectId))
    .$dynamic();
  // The project row only: its household is read, not held.
  const [row]: ProjectRef[] = await (lock ? query.for('update', { of: projects }) : query);
  if (!row) throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND);
  const access = projectAccess(
    caller,
    { salesmanIds: [row.salesmanId], customerUserId: row.customerUserId },
    write,
  );
  if (access === 'ok') return row;
  throw forbidden(REFUSALS[access]);
}

/**
 * SQL condition on `projects p` limiting a list to what the caller may see (staff only): the salespeople of
 * the policy's visibleSalesmen (null: every project). Counters kept per salesperson on their `salesman_key`
 * follow the same rule (salesmanKeyIn).
 */
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

/** The policy's opensProject as an SQL condition on the `projects` table of a query (null where no project is joined). */
export function opensProjectSql(caller: Caller): SQL {
  if (can(caller, 'prospect.readAll')) return sql`true`;
  const follows = salesmanKeyIn(sql`${projects.salesmanId}`, followedSalesmen(caller));
  return can(caller, 'project.readAll') ? (or(follows, not(projects.isProspect)) as SQL) : follows;
}

/**
 * opensProject for the user whose id is `userId` (an SQL value: a stored recipient, not the caller), on the
 * `projects p` of a query; his roles and team are read from the database.
 */
export function userOpensProjectSql(userId: SQL): SQL {
  return sql`exists (select 1 from users o where o.id = ${userId} and (
    ${grantsSql(sql`o.roles`, 'prospect.readAll')}
    or (${grantsSql(sql`o.roles`, 'project.readAll')} and not p.is_prospect)
    or o.id = p.salesman_id
    or (${leadsTeamSql(sql`o.roles`)} and exists (select 1 from users m
      where m.id = p.salesman_id and m.manager_id = o.id and ${isSalespersonSql(sql`m.roles`)}))))`;
}
