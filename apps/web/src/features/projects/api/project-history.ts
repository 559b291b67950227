import { projectsEndpoints } from '@batir/shared/contracts/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectsKeys } from './keys';

/** GET /api/project/{project}/history: the timeline, newest first, one page. */
export function useProjectHistory(projectId: number, page: number, limit = 20) {
  return useQuery({
    queryKey: projectsKeys.history(projectId, page, limit),
    queryFn: ({ signal }) =>
      call(projectsEndpoints.history, { params: { project: projectId }, query: { page, limit } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
