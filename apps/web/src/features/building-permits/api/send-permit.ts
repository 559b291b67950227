import { usePermitMutation } from './permit-mutation';

/** POST /api/project/{project}/buildingPermit/send. */
export function useSendPermit(projectId: number) {
  return usePermitMutation<{ email: string; message: string }>(
    'POST',
    `/api/project/${projectId}/buildingPermit/send`,
  );
}
