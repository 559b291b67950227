import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit: need, permit type, number, agreement date. */
export function useEditPermit(projectId: number) {
  return usePermitMutation(bpEndpoints.editPermit, projectId);
}
