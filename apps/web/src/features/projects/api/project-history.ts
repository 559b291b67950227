import type { THistoryResponse } from '@batir/shared/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectKey } from './project-header';

export const historyKey = (projectId: number, page: number, limit: number) =>
  [...projectKey(projectId), 'history', page, limit] as const;

/** GET /api/project/{project}/history: the timeline, newest first, one page. */
export function fetchProjectHistory(projectId: number, page: number, limit: number, signal?: AbortSignal) {
  return apiFetch<THistoryResponse>(`/api/project/${projectId}/history?page=${page}&limit=${limit}`, {
    signal,
  });
}

export function useProjectHistory(projectId: number, page: number, limit = 20) {
  return useQuery({
    queryKey: historyKey(projectId, page, limit),
    queryFn: ({ signal }) => fetchProjectHistory(projectId, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
