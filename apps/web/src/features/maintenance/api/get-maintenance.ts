import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Maintenance mode (ZMaintenance): while on, only administrators use the back office. */
export type Maintenance = { enabled: boolean; message: string };
export type MaintenanceResponse = { error: 0; maintenance: Maintenance };

export const maintenanceQueryKey = ['maintenance'] as const;

/** GET /api/maintenance, public: the maintenance page is shown to signed-out visitors too. */
export function fetchMaintenance(signal?: AbortSignal): Promise<MaintenanceResponse> {
  return apiFetch<MaintenanceResponse>('/api/maintenance', { signal, auth: false });
}

export const maintenanceQueryOptions = queryOptions({
  queryKey: maintenanceQueryKey,
  queryFn: ({ signal }) => fetchMaintenance(signal),
});

export function useMaintenance(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...maintenanceQueryOptions, ...options });
}
