import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/issueDate: the permit granted. */
export function useIssueDate(projectId: number) {
  return usePermitMutation(bpEndpoints.issueDate, projectId);
}
