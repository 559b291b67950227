import type { TConstitutionResponse } from '@batir/shared/preconstruction';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const constitutionKey = (projectId: number) => ['preconstruction', 'constitution', projectId] as const;

/** GET /api/project/{project}/elementsConstitution. */
export function useConstitution(projectId: number) {
  return useQuery({
    queryKey: constitutionKey(projectId),
    queryFn: ({ signal }) =>
      apiFetch<TConstitutionResponse>(`/api/project/${projectId}/elementsConstitution`, { signal }),
  });
}
