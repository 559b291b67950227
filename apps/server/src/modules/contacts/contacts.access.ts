import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import { can, followsProject, isCustomerAccount } from '@batir/shared/policy';
import type { Database, Tx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import type { Caller } from '../prospects';
import * as repo from './contacts.repository';

export type { Caller };

export const PROJECT_FORBIDDEN = 'Ce projet est suivi par un autre conseiller.';
export const CUSTOMER_PROJECT_FORBIDDEN = "Ce projet n'est pas le vôtre.";

/**
 * Staff ownership rule: the shared policy's followsProject (admins any project, others the projects of
 * followedSalesmen). A grid operator's commercial follow-up (contact attempts, notes, elevation surveys)
 * thus covers the projects of the salespeople he manages, as his reading does.
 */
export { followsProject as staffMayFollow } from '@batir/shared/policy';

/**
 * The project, if the caller may see it: staff by the ownership rule above; a customer (portal account)
 * only the projects of its own household (customers.user_id). 404 when absent, 403 when not his.
 */
export async function followedProjectFor(
  db: Database | Tx,
  caller: Caller,
  projectId: number,
): Promise<repo.ProjectOwnership> {
  const project = await repo.findProject(db, projectId);
  if (!project) throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND);
  if (can(caller, 'staff.access')) {
    if (!followsProject(caller, project)) throw forbidden(PROJECT_FORBIDDEN);
    return project;
  }
  if (isCustomerAccount(caller) && project.customerUserId === caller.userId) return project;
  throw forbidden(CUSTOMER_PROJECT_FORBIDDEN);
}
