import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/issueDate: the permit granted. */
export function useIssueDate(projectId: number) {
  return usePermitMutation<{ issueDate: string }>(
    'PUT',
    `/api/project/${projectId}/buildingPermit/issueDate`,
  );
}
