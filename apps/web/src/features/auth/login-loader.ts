import { redirect } from 'react-router';
import { isSignedIn, restoreSession } from '../../lib/auth';
import { DEFAULT_AFTER_LOGIN } from './redirect';

/** Signed-in users opening /v2/login go to the landing page. */
export async function loginLoader() {
  await restoreSession({ withUser: true });
  if (isSignedIn()) throw redirect(DEFAULT_AFTER_LOGIN);
  return null;
}
