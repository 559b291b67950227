import type { TProgressResponse } from '@batir/shared/projects';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectKey } from './project-header';

export const progressKey = (projectId: number) => [...projectKey(projectId), 'progress'] as const;

/** GET /api/summary/project/{id}/progress: the 5 milestones and whether the switch to construction is allowed. */
export function fetchProgress(projectId: number, signal?: AbortSignal) {
  return apiFetch<TProgressResponse>(`/api/summary/project/${projectId}/progress`, { signal });
}

export function useProgress(projectId: number) {
  return useQuery({
    queryKey: progressKey(projectId),
    queryFn: ({ signal }) => fetchProgress(projectId, signal),
  });
}
