import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/files/state: 0 pending, 1 accepted, 2 refused. */
export function useFilesState(projectId: number) {
  return usePermitMutation(bpEndpoints.filesState, projectId);
}
