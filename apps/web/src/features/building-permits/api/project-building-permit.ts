import type { TBuildingPermitResponse } from '@batir/shared/building-permits';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectPermitKey } from './keys';

/** GET /api/project/{project}/buildingPermit: the permit, its modifications, documents, files and history. */
export function useProjectBuildingPermit(projectId: number | null) {
  return useQuery({
    queryKey: projectPermitKey(projectId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<TBuildingPermitResponse>(`/api/project/${projectId}/buildingPermit`, { signal }),
    enabled: projectId !== null,
  });
}
