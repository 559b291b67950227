import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/sendBPModificationComment. */
export function useCommentModification(projectId: number) {
  return usePermitMutation(bpEndpoints.commentModification, projectId);
}
