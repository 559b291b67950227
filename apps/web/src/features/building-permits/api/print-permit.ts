import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/print: the file printed. */
export function usePrintPermit(projectId: number) {
  return usePermitMutation<typeof bpEndpoints.printPermit, void>(bpEndpoints.printPermit, projectId, () => ({
    params: { project: projectId },
  }));
}
