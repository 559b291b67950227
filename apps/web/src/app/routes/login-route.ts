import { redirect } from 'react-router';
import { DEFAULT_AFTER_LOGIN } from '../../features/auth/redirect';
import { isSignedIn, restoreSession } from '../../lib/auth';

/** Signed-in users opening /v2/login go to the landing page. */
export async function loginLoader() {
  await restoreSession();
  if (isSignedIn()) throw redirect(DEFAULT_AFTER_LOGIN);
  return null;
}
