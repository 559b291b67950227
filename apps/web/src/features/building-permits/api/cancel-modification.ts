import { usePermitMutation } from './permit-mutation';

/** POST /api/buildingPermit/{project}/cancelBPModification. */
export function useCancelModification(projectId: number) {
  return usePermitMutation<{ id: number }>('POST', `/api/buildingPermit/${projectId}/cancelBPModification`);
}
