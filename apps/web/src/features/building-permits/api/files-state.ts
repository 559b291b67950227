import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/files/state: 0 pending, 1 accepted, 2 refused. */
export function useFilesState(projectId: number) {
  return usePermitMutation<{ files: { id: number; state: number }[] }>(
    'PUT',
    `/api/buildingPermit/${projectId}/files/state`,
  );
}
