import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/refusal. */
export function useRefusePermit(projectId: number) {
  return usePermitMutation(bpEndpoints.refusePermit, projectId);
}
