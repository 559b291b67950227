import { usePermitMutation } from './permit-mutation';

/** POST /api/project/{project}/alertPermitModification: alerts the design office (creates a BP modification). */
export function useAlertPermitModification(projectId: number) {
  return usePermitMutation<{ message: string; type: string }>(
    'POST',
    `/api/project/${projectId}/alertPermitModification`,
  );
}
