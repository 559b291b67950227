import { redirect } from 'react-router';
import { type CurrentUser, currentUserQueryOptions } from '../../features/users/api/current-user';
import { ApiError } from '../../lib/api-client';
import {
  isServerUnreachable,
  isSignedIn,
  rememberedUser,
  rememberUser,
  restoreSession,
  takeRefreshedUser,
} from '../../lib/auth';
import { commonCode } from '../../lib/error-codes';
import { queryClient } from '../../lib/query-client';
import { routeHref } from '../../lib/route-names';

/**
 * The signed-in user, or null when nobody is signed in (or the session is over). Restores the session
 * once per page load, with the user in the same answer; the user is cached, so the guards share it.
 */
export async function sessionUser(): Promise<CurrentUser | null> {
  await restoreSession({ withUser: true });
  if (!isSignedIn()) return offlineUser();
  const refreshed = takeRefreshedUser<CurrentUser>();
  if (refreshed) queryClient.setQueryData(currentUserQueryOptions.queryKey, refreshed);
  try {
    const user = await queryClient.ensureQueryData({
      ...currentUserQueryOptions,
      retry: retryUnlessMaintenance,
    });
    rememberUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Without a server (offline reload), the user last shown in this tab: the shell draws from it and the
 * offline banner says the data may be out of date. Null when the session really ended.
 */
function offlineUser(): CurrentUser | null {
  if (!isServerUnreachable()) return null;
  const user = rememberedUser<CurrentUser>();
  if (user) queryClient.setQueryData(currentUserQueryOptions.queryKey, user);
  return user;
}

/**
 * MAINTENANCE: asking again only delays the maintenance page. Otherwise the app's usual rule: a 4xx will
 * not change, anything else (a database restarting included) is tried three times.
 */
function retryUnlessMaintenance(failureCount: number, error: Error): boolean {
  const refused =
    error instanceof ApiError &&
    ((error.status >= 400 && error.status < 500) || error.code === commonCode('MAINTENANCE'));
  return !refused && failureCount < 2;
}

/** The signed-in user, for guards running after the authentication guard. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await sessionUser();
  if (!user) throw redirect(routeHref('login'));
  return user;
}
