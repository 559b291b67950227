import type { TComment, TCommentValues } from '@batir/shared/contact-history';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useInvalidateProspect } from './invalidate';

/** POST /api/comment (linkedId, type, text): a comment in the conversation with the customer. */
export function addComment(body: TCommentValues) {
  return apiFetch<{ error: 0; comment: TComment }>('/api/comment', { method: 'POST', body });
}

export function useAddProjectComment(projectId: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationKey: ['contacts', 'comment', 'add', projectId],
    mutationFn: (text: string) => addComment({ type: 'project', linkedId: projectId, text }),
    onSuccess: () => invalidate(projectId),
  });
}
