import { financingEndpoints } from '@batir/shared/contracts/financing';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { financingKeys } from './keys';

/** GET /api/project/{project}/financing: needs, loans, bank, progress, attestation, history. */
export function useProjectFinancing(projectId: number | null) {
  return useQuery({
    queryKey: financingKeys.project(projectId ?? 0),
    queryFn: ({ signal }) =>
      call(financingEndpoints.project, { params: { project: projectId ?? 0 } }, { signal }),
    enabled: projectId !== null,
  });
}
