import { maintenanceEndpoints } from '@batir/shared/contracts/maintenance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import type { Maintenance, MaintenanceResponse } from './get-maintenance';
import { maintenanceKeys } from './keys';

/** PUT /api/maintenance (administrators): switches maintenance mode and sets its message. */
export function updateMaintenance(body: Maintenance): Promise<MaintenanceResponse> {
  return call(maintenanceEndpoints.set, { body });
}

export function useUpdateMaintenance() {
  const queryClient = useQueryClient();
  return useMutation<MaintenanceResponse, ApiError, Maintenance>({
    mutationFn: updateMaintenance,
    // The answer is the new state: the banner follows at once.
    onSuccess: (answer) => queryClient.setQueryData(maintenanceKeys.all, answer),
  });
}
