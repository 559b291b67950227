import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/print: the file printed. */
export function usePrintPermit(projectId: number) {
  return usePermitMutation<void>('PUT', `/api/project/${projectId}/buildingPermit/print`);
}
