import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bpKeys } from './keys';

/** GET /api/buildingPermit/{project}/files: the project's files of category buildingPermit. */
export function usePermitFiles(projectId: number, enabled = true) {
  return useQuery({
    queryKey: bpKeys.files(projectId),
    queryFn: ({ signal }) => call(bpEndpoints.permitFiles, { params: { project: projectId } }, { signal }),
    enabled,
  });
}
