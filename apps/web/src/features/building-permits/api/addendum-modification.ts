import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** POST /api/buildingPermit/{project}/addendumBPModification: the addendum amount of a BP modification (or a new one). */
export function useAddendumModification(projectId: number) {
  return usePermitMutation(bpEndpoints.addendumModification, projectId);
}
