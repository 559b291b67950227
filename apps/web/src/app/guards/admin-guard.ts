import { data } from 'react-router';
import { requireUser } from './session';
import type { Guard } from './types';

/** Pages of the administrators (`guards: ['admin']`): everyone else gets the 403 page. */
export const adminGuard: Guard = async () => {
  const user = await requireUser();
  // The policy is loaded once a user is there (import()): /v2/login's JavaScript budget has no room for it.
  const { can } = await import('../../lib/user-policy');
  if (!can(user, 'settings.manage')) throw data(null, { status: 403 });
};
