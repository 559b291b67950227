import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/sendRaiseToSalesman: notifies the project's salesman. */
export function useRaiseToSalesman(projectId: number) {
  return usePermitMutation(bpEndpoints.raiseToSalesman, projectId);
}
