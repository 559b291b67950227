import type { TProjectHeaderResponse } from '@batir/shared/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Every query of one project starts with this key: an operation invalidates them all. */
export const projectKey = (projectId: number) => ['projects', projectId] as const;
export const projectHeaderKey = (projectId: number) => [...projectKey(projectId), 'header'] as const;

/** GET /api/project/{project}/preconstruction: household, salesperson, states and gauge (the left panel). */
export function fetchProjectHeader(projectId: number, signal?: AbortSignal) {
  return apiFetch<TProjectHeaderResponse>(`/api/project/${projectId}/preconstruction`, { signal });
}

export const projectHeaderQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectHeaderKey(projectId),
    queryFn: ({ signal }) => fetchProjectHeader(projectId, signal),
    retry: false,
  });

export function useProjectHeader(projectId: number | null) {
  return useQuery({ ...projectHeaderQueryOptions(projectId ?? 0), enabled: projectId !== null });
}
