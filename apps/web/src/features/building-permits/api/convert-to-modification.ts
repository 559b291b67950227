import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/convertToBPModification: an additional document or the refusal becomes a BP modification. */
export function useConvertToModification(projectId: number) {
  return usePermitMutation(bpEndpoints.convertToModification, projectId);
}
