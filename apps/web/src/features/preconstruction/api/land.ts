import type { TLand } from '@batir/shared/preconstruction';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const landKey = (projectId: number) => ['preconstruction', 'land', projectId] as const;

/** GET /api/project/{project}/land. */
export function useLand(projectId: number) {
  return useQuery({
    queryKey: landKey(projectId),
    queryFn: ({ signal }) =>
      apiFetch<{ error: 0; land: TLand }>(`/api/project/${projectId}/land`, { signal }),
    select: (answer) => answer.land,
  });
}
