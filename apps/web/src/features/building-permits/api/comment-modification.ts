import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/sendBPModificationComment. */
export function useCommentModification(projectId: number) {
  return usePermitMutation<{ comment: string; id?: number }>(
    'PUT',
    `/api/buildingPermit/${projectId}/sendBPModificationComment`,
  );
}
