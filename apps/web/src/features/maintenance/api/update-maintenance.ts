import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { type Maintenance, type MaintenanceResponse, maintenanceQueryKey } from './get-maintenance';

/** PUT /api/maintenance (administrators): switches maintenance mode and sets its message. */
export function updateMaintenance(body: Maintenance): Promise<MaintenanceResponse> {
  return apiFetch<MaintenanceResponse>('/api/maintenance', { method: 'PUT', body });
}

export function useUpdateMaintenance() {
  const queryClient = useQueryClient();
  return useMutation<MaintenanceResponse, ApiError, Maintenance>({
    mutationFn: updateMaintenance,
    // The answer is the new state: the banner follows at once.
    onSuccess: (answer) => queryClient.setQueryData(maintenanceQueryKey, answer),
  });
}
