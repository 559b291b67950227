import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bpKeys } from './keys';

/** GET /api/project/{project}/buildingPermit: the permit, its modifications, documents, files and history. */
export function useProjectBuildingPermit(projectId: number | null) {
  return useQuery({
    queryKey: bpKeys.project(projectId ?? 0),
    queryFn: ({ signal }) =>
      call(bpEndpoints.projectPermit, { params: { project: projectId ?? 0 } }, { signal }),
    enabled: projectId !== null,
  });
}
