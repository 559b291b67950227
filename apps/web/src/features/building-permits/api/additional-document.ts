import { usePermitMutation } from './permit-mutation';

/** POST /api/buildingPermit/{project}/additionalDocument: a document asked by the town hall. */
export function useAddAdditionalDocument(projectId: number) {
  return usePermitMutation<{ description: string; dueOn: string | null }>(
    'POST',
    `/api/buildingPermit/${projectId}/additionalDocument`,
  );
}
