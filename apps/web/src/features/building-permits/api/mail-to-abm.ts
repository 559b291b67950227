import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** POST /api/project/{project}/buildingPermit/mailToABM: mail to the building-permit office with files. */
export function useMailToAbm(projectId: number) {
  return usePermitMutation(bpEndpoints.mailToAbm, projectId);
}
