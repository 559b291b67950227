import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/sendRaiseToSalesman: notifies the project's salesman. */
export function useRaiseToSalesman(projectId: number) {
  return usePermitMutation<{ message: string }>(
    'PUT',
    `/api/buildingPermit/${projectId}/sendRaiseToSalesman`,
  );
}
