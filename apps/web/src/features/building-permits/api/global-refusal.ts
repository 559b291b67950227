import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/globalRefusal: closes the permit file. */
export function useGlobalRefusal(projectId: number) {
  return usePermitMutation(bpEndpoints.globalRefusal, projectId);
}
