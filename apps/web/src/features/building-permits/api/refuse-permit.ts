import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/refusal. */
export function useRefusePermit(projectId: number) {
  return usePermitMutation<{ refusedOn: string; reason: string }>(
    'PUT',
    `/api/project/${projectId}/buildingPermit/refusal`,
  );
}
