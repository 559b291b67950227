import type { TBpModificationStatus } from '@batir/shared/building-permits';
import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/bPModification/{id}/status: one step forward. */
export function useModificationStatus(projectId: number) {
  return usePermitMutation(
    bpEndpoints.modificationStatus,
    projectId,
    (variables: { id: number; status: TBpModificationStatus }) => ({
      params: { project: projectId, id: variables.id },
      body: { status: variables.status },
    }),
  );
}
