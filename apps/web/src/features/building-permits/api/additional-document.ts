import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** POST /api/buildingPermit/{project}/additionalDocument: a document asked by the town hall. */
export function useAddAdditionalDocument(projectId: number) {
  return usePermitMutation(bpEndpoints.addAdditionalDocument, projectId);
}
