import { usePermitMutation } from './permit-mutation';

/** PUT /api/buildingPermit/{project}/confirmReceipt: the deposit receipt, or an additional document received. */
export function useConfirmReceipt(projectId: number) {
  return usePermitMutation<{ additionalDocumentId?: number }>(
    'PUT',
    `/api/buildingPermit/${projectId}/confirmReceipt`,
  );
}
