import type { ReactNode } from 'react';
import { useCurrentUser } from '../features/users/api/current-user';
import { type Action, can } from './user-policy';

/**
 * The access policy bound to the signed-in user: `can(user, action)` (lib/user-policy, the server's own
 * function), `useCan()` inside the protected pages and `<Can action=…>` around what only some may see.
 */
export { type Action, can, isCustomerUser, isStaffUser, principalOfUser } from './user-policy';

/** `can` for the signed-in user, inside the protected pages (the loader has fetched him). */
export function useCan(): (action: Action) => boolean {
  const { data } = useCurrentUser();
  return (action) => can(data, action);
}

/** Renders its children only when the signed-in user may do `action`. */
export function Can({ action, children }: { action: Action; children: ReactNode }) {
  return useCan()(action) ? children : null;
}
