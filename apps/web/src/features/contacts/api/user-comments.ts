import type { TUserComment, TUserCommentListResponse } from '@batir/shared/contact-history';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useInvalidateProspect } from './invalidate';

type UserCommentAnswer = { error: 0; userComment: TUserComment };

export const salesmanNotesBaseKey = ['contacts', 'userComments', 'salesman'] as const;
export const salesmanNotesKey = (userId: number, offset: number, limit: number) =>
  [...salesmanNotesBaseKey, userId, { offset, limit }] as const;

/** GET /api/userComment/salesman/{user}: the notes of his managers about a salesperson. */
export function fetchSalesmanNotes(userId: number, offset: number, limit: number, signal?: AbortSignal) {
  return apiFetch<TUserCommentListResponse>(
    `/api/userComment/salesman/${userId}?offset=${offset}&limit=${limit}`,
    { signal },
  );
}

export function useSalesmanNotes(userId: number, offset: number, limit: number) {
  return useQuery({
    queryKey: salesmanNotesKey(userId, offset, limit),
    queryFn: ({ signal }) => fetchSalesmanNotes(userId, offset, limit, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/userComment/project/{id}: an internal note on a project. */
export function useAddProjectNote(projectId: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationKey: ['contacts', 'userComment', 'add', 'project', projectId],
    mutationFn: (text: string) =>
      apiFetch<UserCommentAnswer>(`/api/userComment/project/${projectId}`, {
        method: 'POST',
        body: { text },
      }),
    onSuccess: () => invalidate(projectId),
  });
}

/** POST /api/userComment/salesman/{user}: a manager's note about a salesperson. */
export function useAddSalesmanNote(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['contacts', 'userComment', 'add', 'salesman', userId],
    mutationFn: (text: string) =>
      apiFetch<UserCommentAnswer>(`/api/userComment/salesman/${userId}`, { method: 'POST', body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...salesmanNotesBaseKey, userId] }),
  });
}

/** DELETE /api/userComment/{id} (its author or an admin). `projectId`: the sheet to refresh, if any. */
export function useDeleteUserComment(subject: { projectId: number } | { salesmanId: number }) {
  const invalidate = useInvalidateProspect();
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['contacts', 'userComment', 'delete'],
    mutationFn: (id: number) =>
      apiFetch<{ error: 0; message: string }>(`/api/userComment/${id}`, { method: 'DELETE' }),
    onSuccess: () =>
      'projectId' in subject
        ? invalidate(subject.projectId)
        : client.invalidateQueries({ queryKey: [...salesmanNotesBaseKey, subject.salesmanId] }),
  });
}
