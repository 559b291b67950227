import type { TCommentListResponse, TCommentValues, ZCommentResponse } from '@batir/shared/contact-history';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiError, apiFetch } from '../../../lib/api-client';

/** How many messages the conversation shows (the route's pages go up to 200, newest first). */
export const CONVERSATION_LIMIT = 100;

export const projectCommentsQueryKey = (projectId: number) =>
  ['customer-portal', 'comments', projectId] as const;

/** GET /api/comment?type=project&linkedId={project}: the project's conversation, newest first. */
export function fetchProjectComments(projectId: number, signal?: AbortSignal) {
  const params = new URLSearchParams({
    type: 'project',
    linkedId: String(projectId),
    offset: '0',
    limit: String(CONVERSATION_LIMIT),
  });
  return apiFetch<TCommentListResponse>(`/api/comment?${params}`, { signal });
}

export function useProjectComments(projectId: number) {
  return useQuery({
    queryKey: projectCommentsQueryKey(projectId),
    queryFn: ({ signal }) => fetchProjectComments(projectId, signal),
    // Like the summary: no refetch on every window focus (an impersonation window cannot renew its token).
    refetchOnWindowFocus: false,
  });
}

type TCommentResponse = z.infer<typeof ZCommentResponse>;

/** POST /api/comment: the customer writes on his own project's conversation. */
export function sendProjectComment(projectId: number, text: string) {
  const body: TCommentValues = { type: 'project', linkedId: projectId, text };
  return apiFetch<TCommentResponse>('/api/comment', { method: 'POST', body });
}

/** Errors are shown in the form (not the global snackbar); the conversation is read again on success. */
export function useSendProjectComment(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<TCommentResponse, ApiError, string>({
    mutationFn: (text) => sendProjectComment(projectId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectCommentsQueryKey(projectId) }),
  });
}
