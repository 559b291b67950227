import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/globalRefusal: closes the permit file. */
export function useGlobalRefusal(projectId: number) {
  return usePermitMutation<{ reason: string }>(
    'PUT',
    `/api/project/${projectId}/buildingPermit/globalRefusal`,
  );
}
