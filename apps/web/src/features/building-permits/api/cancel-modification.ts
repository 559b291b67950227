import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** POST /api/buildingPermit/{project}/cancelBPModification. */
export function useCancelModification(projectId: number) {
  return usePermitMutation(bpEndpoints.cancelModification, projectId);
}
