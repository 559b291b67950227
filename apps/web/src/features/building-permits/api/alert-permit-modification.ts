import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** POST /api/project/{project}/alertPermitModification: alerts the design office (creates a BP modification). */
export function useAlertPermitModification(projectId: number) {
  return usePermitMutation(bpEndpoints.alertPermitModification, projectId);
}
