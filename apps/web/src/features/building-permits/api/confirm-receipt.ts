import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/confirmReceipt: the deposit receipt, or an additional document received. */
export function useConfirmReceipt(projectId: number) {
  return usePermitMutation(bpEndpoints.confirmReceipt, projectId);
}
