import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/cancelBpAdditionnalDocument. */
export function useCancelAdditionalDocument(projectId: number) {
  return usePermitMutation<{ id: number }>(
    'PUT',
    `/api/buildingPermit/${projectId}/cancelBpAdditionnalDocument`,
  );
}
