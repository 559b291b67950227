import type { TProjectInfos } from '@batir/shared/prospect-sheet';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const projectInfosKey = (projectId: number) => ['prospects', 'infos', projectId] as const;

/** GET /api/project/infos/{project}: the project block as saved now, read when its editor opens. */
export function useProjectInfos(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: projectInfosKey(projectId),
    queryFn: ({ signal }) =>
      apiFetch<{ error: 0; infos: TProjectInfos }>(`/api/project/infos/${projectId}`, { signal }),
    select: (answer) => answer.infos,
    enabled,
  });
}
