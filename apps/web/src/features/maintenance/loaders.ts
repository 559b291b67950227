import { queryClient } from '../../lib/query-client';
import { maintenanceQueryOptions } from './api/get-maintenance';

// Page data fetched before the page shows: a failed call shows the error page instead of a half page.

export async function maintenanceLoader() {
  await queryClient.ensureQueryData(maintenanceQueryOptions);
  return null;
}
