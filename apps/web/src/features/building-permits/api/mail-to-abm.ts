import { usePermitMutation } from './permit-mutation';

/** POST /api/project/{project}/buildingPermit/mailToABM: mail to the building-permit office with files. */
export function useMailToAbm(projectId: number) {
  return usePermitMutation<{ files: number[]; message: string; email: string }>(
    'POST',
    `/api/project/${projectId}/buildingPermit/mailToABM`,
  );
}
