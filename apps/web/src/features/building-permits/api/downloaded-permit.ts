import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { usePermitMutation } from './permit-mutation';

/** PUT /api/project/{project}/buildingPermit/downloaded: the signed copy downloaded. */
export function useDownloadedPermit(projectId: number) {
  return usePermitMutation<typeof bpEndpoints.downloadedPermit, void>(
    bpEndpoints.downloadedPermit,
    projectId,
    () => ({ params: { project: projectId } }),
  );
}
