import { profileQueryOptions } from '../../features/account/api/profile';
import { maintenanceQueryOptions } from '../../features/maintenance/api/get-maintenance';
import { currentUserQueryOptions } from '../../features/users/api/current-user';
import { queryClient } from '../../lib/query-client';

// Page data fetched before the page shows: a failed call shows the error page instead of a half page.

export async function profileLoader() {
  const me = await queryClient.ensureQueryData(currentUserQueryOptions);
  await queryClient.ensureQueryData(profileQueryOptions(me.user.id));
  return null;
}

export async function maintenanceLoader() {
  await queryClient.ensureQueryData(maintenanceQueryOptions);
  return null;
}
