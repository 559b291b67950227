import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** POST /api/project/{project}/buildingPermit/send. */
export function useSendPermit(projectId: number) {
  return usePermitMutation(bpEndpoints.sendPermit, projectId);
}
