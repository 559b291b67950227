import { STAFF_ONLY_MESSAGE } from '@batir/shared/messages';
import { redirect, redirectDocument } from 'react-router';
import { signOut } from '../../features/auth/api/logout';
import { CUSTOMER_AREA_PATH } from '../../features/customer-portal/api/portal-summary';
import { maintenanceQueryOptions } from '../../features/maintenance/api/get-maintenance';
import { setSignOutReason } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { routeHref } from '../../lib/route-names';
import { can, isCustomerUser, isStaffUser } from '../../lib/user-policy';
import { sessionUser } from './session';
import type { Guard } from './types';

/**
 * The product's own rules, first in line (spec 1 §2.5). Area: the staff pages are for staff accounts only
 * (customers go to their area; craftsmen, whose portal does not exist yet, are signed out). Maintenance: only administrators keep working, under a
 * banner; everyone else is sent to the maintenance page. Signed-out visitors go on to the authentication
 * guard.
 */
export const productGuard: Guard = async ({ request, handle }) => {
  if (handle.guest) return;
  const user = await sessionUser();
  if (!user) return;
  // Customers have their own area (/clients/app, another router): a full page load takes them there. An
  // absolute address, or the router would put it under its /v2 basename.
  if (isCustomerUser(user)) {
    throw redirectDocument(new URL(CUSTOMER_AREA_PATH, request.url).href);
  }
  if (!isStaffUser(user)) {
    await signOut(queryClient);
    setSignOutReason(STAFF_ONLY_MESSAGE);
    throw redirect(routeHref('login'));
  }
  if (can(user, 'maintenance.bypass')) return;
  // Asked on every navigation: maintenance may have started since the user was loaded.
  const { maintenance } = await queryClient.fetchQuery(maintenanceQueryOptions);
  if (maintenance.enabled) throw redirect(routeHref('maintenance'));
};
