import { queryClient } from '../../lib/query-client';
import { currentUserQueryOptions } from '../users/api/current-user';
import { profileQueryOptions } from './api/profile';

// Page data fetched before the page shows: a failed call shows the error page instead of a half page.

export async function profileLoader() {
  const me = await queryClient.ensureQueryData(currentUserQueryOptions);
  await queryClient.ensureQueryData(profileQueryOptions(me.user.id));
  return null;
}
