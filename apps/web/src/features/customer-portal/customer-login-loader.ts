import { type LoaderFunctionArgs, redirect, redirectDocument } from 'react-router';
import { isSignedIn, restoreSession } from '../../lib/auth';
import { isStaffUser } from '../../lib/can';
import { queryClient } from '../../lib/query-client';
import { signOut } from '../auth/api/logout';
import { currentUserQueryOptions } from '../users/api/current-user';
import { safeCustomerPath } from './redirect';

/** The staff area's entry, where a staff account that came to the customer pages is sent. */
export const STAFF_AREA_PATH = '/v2/admin';

/**
 * /clients/login: someone already signed in goes on to his own area, as from the staff login page: a
 * customer to the page he asked for, a staff account to the staff area (the other router: a full page
 * load, to an absolute address, or it would be put under /clients).
 */
export async function customerLoginLoader({ request }: LoaderFunctionArgs) {
  await restoreSession();
  if (!isSignedIn()) return null;
  const user = await queryClient.fetchQuery(currentUserQueryOptions);
  if (isStaffUser(user)) throw redirectDocument(new URL(STAFF_AREA_PATH, request.url).href);
  throw redirect(safeCustomerPath(new URL(request.url).searchParams.get('redirect')));
}

/** /clients/logout (the old /customer/logout leads here): ends the session, then the login page. */
export async function customerLogoutLoader() {
  await signOut(queryClient);
  throw redirect('/login');
}
