import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/deposited: deposited at the town hall. */
export function useDepositPermit(projectId: number) {
  return usePermitMutation<{ depositedOn: string; number: string }>(
    'PUT',
    `/api/project/${projectId}/buildingPermit/deposited`,
  );
}
