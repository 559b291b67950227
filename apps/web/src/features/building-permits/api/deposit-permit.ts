import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/deposited: deposited at the town hall. */
export function useDepositPermit(projectId: number) {
  return usePermitMutation(bpEndpoints.depositPermit, projectId);
}
