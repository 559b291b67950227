import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import type { Role } from '@batir/shared/roles';
import type { Database, Tx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { followsSalesman } from '../projects';
import { type Caller, seesAll } from '../prospects';
import * as repo from './contacts.repository';

export type { Caller };

export const PROJECT_FORBIDDEN = 'Ce projet est suivi par un autre conseiller.';
export const CUSTOMER_PROJECT_FORBIDDEN = "Ce projet n'est pas le vôtre.";

const STAFF: readonly Role[] = ['admin', 'technical', 'salesman', 'gridOperator'];
export const isStaff = (caller: Caller) => caller.roles.some((role) => STAFF.includes(role));
export const isAdmin = seesAll;

/**
 * Staff ownership rule (prospects.service seesAll): admins any project, others the projects of
 * project-access followedSalesmen. A grid operator's commercial follow-up (contact attempts, notes,
 * elevation surveys) thus covers the projects of the salespeople he manages, as his reading does.
 */
export function staffMayFollow(caller: Caller, project: Pick<repo.ProjectOwnership, 'salesmanId'>): boolean {
  return seesAll(caller) || followsSalesman(caller, project.salesmanId);
}

/**
 * The project, if the caller may see it: staff by the ownership rule above; a customer (portal account)
 * only the projects of its own household (customers.user_id). 404 when absent, 403 when not his.
 */
export async function projectFor(
  db: Database | Tx,
  caller: Caller,
  projectId: number,
): Promise<repo.ProjectOwnership> {
  const project = await repo.findProject(db, projectId);
  if (!project) throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND);
  if (isStaff(caller)) {
    if (!staffMayFollow(caller, project)) throw forbidden(PROJECT_FORBIDDEN);
    return project;
  }
  if (caller.roles.includes('customer') && project.customerUserId === caller.userId) return project;
  throw forbidden(CUSTOMER_PROJECT_FORBIDDEN);
}
