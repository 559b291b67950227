import type { TFileDetails } from '@batir/shared/files';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { permitFilesKey } from './keys';

/** GET /api/buildingPermit/{project}/files: the project's files of category buildingPermit. */
export function usePermitFiles(projectId: number, enabled = true) {
  return useQuery({
    queryKey: permitFilesKey(projectId),
    queryFn: ({ signal }) =>
      apiFetch<{ error: 0; files: TFileDetails[] }>(`/api/buildingPermit/${projectId}/files`, { signal }),
    enabled,
  });
}
