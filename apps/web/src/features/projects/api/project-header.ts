import { projectsEndpoints } from '@batir/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectsKeys } from './keys';

/** Every query of one project starts with this key: an operation invalidates them all (projectsKeys.project). */
export const projectKey = projectsKeys.project;

/** GET /api/project/{project}/preconstruction: household, salesperson, states and gauge (the left panel). */
export const projectHeaderQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectsKeys.header(projectId),
    queryFn: ({ signal }) => call(projectsEndpoints.header, { params: { project: projectId } }, { signal }),
    retry: false,
  });

export function useProjectHeader(projectId: number | null) {
  return useQuery({ ...projectHeaderQueryOptions(projectId ?? 0), enabled: projectId !== null });
}
