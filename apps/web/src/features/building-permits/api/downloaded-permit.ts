import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/downloaded: the signed copy downloaded. */
export function useDownloadedPermit(projectId: number) {
  return usePermitMutation<void>('PUT', `/api/project/${projectId}/buildingPermit/downloaded`);
}
