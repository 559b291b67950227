import type { TFileType } from '@batir/shared/files';
import { can, isCustomerAccount, isPortalCustomer, projectScopeOf } from '@batir/shared/policy';
import type { Role } from '@batir/shared/roles';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import * as repo from './files.repository';

export type Caller = {
  userId: number;
  roles: readonly Role[];
  /**
   * The caller's session: routes pass their principal, which has one, and the viewer links made for the
   * caller are bound to it (viewer-token.ts). Optional for the callers that only ask the rules below.
   */
  sessionId?: string;
  /** A grid operator's salespeople (auth Principal), whose projects' files he reads (project-access). */
  team?: readonly number[] | undefined;
};

/**
 * Who may do what with the files of each type. Every read of the `files` table adds `visible(caller)`
 * to its WHERE clause, so ownership is enforced by the query, not by the screen.
 * - project: the customer-project rule of modules/projects/project-access.ts: administrators and the
 *   design office every project, salespeople and grid operators the projects they follow (grid
 *   operators read only, their team's too: followedSalesmen); a customer, the projects of their own
 *   household only (and may change only what they uploaded).
 * - report: any staff member files one; the admins and the author read it.
 * - temp: staff; private to the uploader until the form using it is saved.
 * - user: staff, files attached to a user account (colleagues' photos included); any user, their own
 *   photo (PUT /api/user/{id}/photo, self only, is the way to set it). A photo is changed by its owner
 *   and the administrators only, whatever the route; the account's other files by the staff.
 * - common: the shared documents area, staff.
 * - export: the file a job wrote (modules/jobs), its owner's only (admins included: it holds what its owner
 *   may see); never uploaded, removed with its job's history.
 * Craftsmen have no file access yet (the routes refuse them before any rule runs).
 */
export type FileTypeRule = {
  /** The rows of this type the caller may see, as a condition on `files`. */
  visible(caller: Caller): SQL;
  /** May the caller attach a new file of this type to `linkedId`? */
  canUpload(db: Db, caller: Caller, linkedId: number | null): Promise<boolean>;
  /** May the caller rename, change the state of or delete this file (which they can see)? */
  canModify(db: Db, caller: Caller, file: ModifiedFile): Promise<boolean>;
};

type ModifiedFile = Pick<repo.FileRow, 'uploadedBy' | 'linkedId' | 'ids'>;

const always = sql`true`;
const never = sql`false`;
const uploadedBy = (caller: Caller) => eq(files.uploadedBy, caller.userId);
const isUploader = (caller: Caller, file: ModifiedFile) => file.uploadedBy === caller.userId;

export const FILE_RULES: Record<TFileType, FileTypeRule> = {
  project: {
    visible: (caller) => {
      // The policy says which projects (projectScopeOf); this turns its answer into SQL.
      const scope = projectScopeOf(caller);
      switch (scope.kind) {
        case 'all':
          return always;
        case 'followed':
          return inArray(files.linkedId, repo.followedProjectIds(scope.salesmen));
        case 'own':
          return inArray(files.linkedId, repo.ownProjectIds(scope.customerUserId));
        case 'none':
          return never;
      }
    },
    async canUpload(db, caller, linkedId) {
      if (linkedId === null) return false;
      if (can(caller, 'project.readAll')) return repo.projectExists(db, linkedId);
      if (can(caller, 'project.write')) return repo.followsProject(db, caller.userId, linkedId);
      if (isPortalCustomer(caller)) return repo.customerOwnsProject(db, caller.userId, linkedId);
      return false;
    },
    // Seeing a file is not enough to change it: a salesperson who is also a grid operator sees his team's
    // files, which he only reads (project-access projectFor), so he changes those of his own projects only.
    async canModify(db, caller, file) {
      if (can(caller, 'project.readAll')) return true;
      if (can(caller, 'project.write') && file.linkedId !== null) {
        if (await repo.followsProject(db, caller.userId, file.linkedId)) return true;
      }
      return isCustomerAccount(caller) && isUploader(caller, file);
    },
  },
  report: {
    visible: (caller) =>
      can(caller, 'file.manageAll') ? always : can(caller, 'staff.access') ? uploadedBy(caller) : never,
    canUpload: async (_db, caller) => can(caller, 'staff.access'),
    canModify: async (_db, caller, file) =>
      can(caller, 'file.manageAll') || (can(caller, 'staff.access') && isUploader(caller, file)),
  },
  temp: {
    visible: (caller) => (can(caller, 'staff.access') ? uploadedBy(caller) : never),
    canUpload: async (_db, caller) => can(caller, 'staff.access'),
    canModify: async (_db, caller, file) => can(caller, 'staff.access') && isUploader(caller, file),
  },
  user: {
    visible: (caller) =>
      can(caller, 'staff.access')
        ? always
        : (and(eq(files.linkedId, caller.userId), repo.isPhotoRow) ?? never),
    async canUpload(db, caller, linkedId) {
      return can(caller, 'staff.access') && linkedId !== null && repo.userExists(db, linkedId);
    },
    canModify: async (_db, caller, file) =>
      repo.isUserPhoto(file)
        ? file.linkedId === caller.userId || can(caller, 'file.manageAll')
        : can(caller, 'staff.access'),
  },
  common: {
    visible: (caller) => (can(caller, 'staff.access') ? always : never),
    canUpload: async (_db, caller) => can(caller, 'staff.access'),
    canModify: async (_db, caller) => can(caller, 'staff.access'),
  },
  export: {
    visible: (caller) => (can(caller, 'staff.access') ? uploadedBy(caller) : never),
    canUpload: async () => false,
    canModify: async (_db, caller, file) => can(caller, 'staff.access') && isUploader(caller, file),
  },
};

/** The whole visibility condition of a caller, over every type. */
export function visibleTo(caller: Caller): SQL {
  return repo.anyOf(
    Object.entries(FILE_RULES).map(
      ([type, rule]) => and(eq(files.type, type), rule.visible(caller)) ?? never,
    ),
  );
}
