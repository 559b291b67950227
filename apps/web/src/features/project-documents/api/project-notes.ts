import type { TUserCommentListResponse } from '@batir/shared/contact-history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * The key starts with 'prospects' on purpose: the contacts area's note panel (add, delete) refreshes every
 * ['prospects', …] query after a write, so this list follows without knowing about it.
 */
export const projectNotesKey = (projectId: number) => ['prospects', 'projectNotes', projectId] as const;

/** GET /api/userComment/project/{id}: the staff's internal notes on the project, newest first. */
export function fetchProjectNotes(projectId: number, signal?: AbortSignal) {
  return apiFetch<TUserCommentListResponse>(`/api/userComment/project/${projectId}?limit=100`, { signal });
}

export const projectNotesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectNotesKey(projectId),
    queryFn: ({ signal }) => fetchProjectNotes(projectId, signal),
  });

export function useProjectNotes(projectId: number) {
  return useQuery(projectNotesQueryOptions(projectId));
}
