import type { TProjectFinancingResponse } from '@batir/shared/financing';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const projectFinancingKey = (projectId: number) => ['financing', 'project', projectId] as const;

/** GET /api/project/{project}/financing: needs, loans, bank, progress, attestation, history. */
export function useProjectFinancing(projectId: number | null) {
  return useQuery({
    queryKey: projectFinancingKey(projectId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<TProjectFinancingResponse>(`/api/project/${projectId}/financing`, { signal }),
    enabled: projectId !== null,
  });
}
