import type { TBpModificationStatus } from '@batir/shared/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/bPModification/{id}/status: one step forward. */
export function useModificationStatus(projectId: number) {
  return usePermitMutation<{ id: number; status: TBpModificationStatus }>(
    'PUT',
    ({ id }) => `/api/buildingPermit/${projectId}/bPModification/${id}/status`,
  );
}
