import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/toggleBpShow: a permit type shown to the customer, or hidden. */
export function useToggleBpShow(projectId: number) {
  return usePermitMutation(bpEndpoints.toggleBpShow, projectId);
}
