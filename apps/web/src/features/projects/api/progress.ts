import { projectsEndpoints } from '@batir/shared/contracts/projects';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectsKeys } from './keys';

/** GET /api/summary/project/{id}/progress: the 5 milestones and whether the switch to construction is allowed. */
export function useProgress(projectId: number) {
  return useQuery({
    queryKey: projectsKeys.progress(projectId),
    queryFn: ({ signal }) => call(projectsEndpoints.progress, { params: { id: projectId } }, { signal }),
  });
}
