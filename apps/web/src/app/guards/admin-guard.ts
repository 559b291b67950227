import { data } from 'react-router';
import { can } from '../../lib/user-policy';
import { requireUser } from './session';
import type { Guard } from './types';

/** Pages of the administrators (`guards: ['admin']`): everyone else gets the 403 page. */
export const adminGuard: Guard = async () => {
  const user = await requireUser();
  if (!can(user, 'settings.manage')) throw data(null, { status: 403 });
};
