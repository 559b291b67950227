import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/cancelBpAdditionnalDocument. */
export function useCancelAdditionalDocument(projectId: number) {
  return usePermitMutation(bpEndpoints.cancelAdditionalDocument, projectId);
}
