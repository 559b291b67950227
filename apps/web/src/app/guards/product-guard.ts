import { STAFF_ONLY_MESSAGE } from '@batir/shared/messages';
import { redirect } from 'react-router';
import { signOut } from '../../features/auth/api/logout';
import { maintenanceQueryOptions } from '../../features/maintenance/api/get-maintenance';
import { isStaffUser } from '../../features/users/api/current-user';
import { setSignOutReason } from '../../lib/auth';
import { queryClient } from '../query-client';
import { routeHref } from '../route-names';
import { sessionUser } from './session';
import type { Guard } from './types';

/**
 * The product's own rules, first in line (spec 1 §2.5). Area: the staff pages are for staff accounts only
 * (customers and craftsmen have their portals). Maintenance: only administrators keep working, under a
 * banner; everyone else is sent to the maintenance page. Signed-out visitors go on to the authentication
 * guard.
 */
export const productGuard: Guard = async ({ handle }) => {
  if (handle.guest) return;
  const user = await sessionUser();
  if (!user) return;
  if (!isStaffUser(user)) {
    await signOut(queryClient);
    setSignOutReason(STAFF_ONLY_MESSAGE);
    throw redirect(routeHref('login'));
  }
  if (user.acls.roles.isAdmin) return;
  // Asked on every navigation: maintenance may have started since the user was loaded.
  const { maintenance } = await queryClient.fetchQuery(maintenanceQueryOptions);
  if (maintenance.enabled) throw redirect(routeHref('maintenance'));
};
