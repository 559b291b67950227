import type { EndpointResponse } from '@batir/shared/contract';
import type { maintenanceEndpoints } from '@batir/shared/contracts/maintenance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { contractsOnDemand } from '../../../lib/contracts-on-demand';
import { maintenanceKeys } from './keys';

export type MaintenanceResponse = EndpointResponse<typeof maintenanceEndpoints.get>;
/** Maintenance mode (ZMaintenance): while on, only administrators use the back office. */
export type Maintenance = MaintenanceResponse['maintenance'];

/** GET /api/maintenance, public: the maintenance page is shown to signed-out visitors too. */
export async function fetchMaintenance(signal?: AbortSignal): Promise<MaintenanceResponse> {
  const { maintenanceEndpoints } = await contractsOnDemand();
  return call(maintenanceEndpoints.get, undefined, { signal });
}

export const maintenanceQueryOptions = queryOptions({
  queryKey: maintenanceKeys.all,
  queryFn: ({ signal }) => fetchMaintenance(signal),
});

export function useMaintenance(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...maintenanceQueryOptions, ...options });
}
