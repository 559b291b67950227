import type { TCurrentUserResponse } from '@batir/shared';
import {
  type Action,
  can as allows,
  isPortalCustomer,
  type PolicyPrincipal,
  rolesOfFlags,
} from '@batir/shared/policy';

/**
 * The server's access policy (packages/shared/src/policy.ts) asked for a user of GET /api/user: the web
 * hides what the server would refuse, with the same function. Role flags are read here and nowhere else.
 * React-free and free of the app's modules: the first screen's guards and sign-in import it
 * alone (lib/can adds the hooks).
 */
export type { Action };

type User = Pick<TCurrentUserResponse, 'user' | 'acls'>;

/** The policy's principal for GET /api/user: its id and the roles of its flags (acls.roles). */
export function principalOfUser(user: User): PolicyPrincipal {
  return { userId: user.user.id, roles: rolesOfFlags(user.acls.roles) };
}

/** Whether the user may do `action` (a permission such as `customer.impersonate`, or a named action). */
export function can(user: User, action: Action): boolean {
  return allows(principalOfUser(user), action);
}

/** A staff account: reaches /v2/admin (customers and craftsmen have their own portals). */
export const isStaffUser = (user: User) => can(user, 'staff.access');

/** A customer account holding no staff role: its place is the customer area. */
export const isCustomerUser = (user: User) => isPortalCustomer(principalOfUser(user));
