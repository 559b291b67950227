import type { TContactAttemptResponse, TContactAttemptValues } from '@batir/shared/contact-history';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useInvalidateProspect } from './invalidate';
import { contactAttemptsBaseKey } from './user-contact-attempts';

/** POST /api/contactAttempt/project/{project}: an attempt by the signed-in user. */
export function addContactAttempt(projectId: number, body: TContactAttemptValues) {
  return apiFetch<TContactAttemptResponse>(`/api/contactAttempt/project/${projectId}`, {
    method: 'POST',
    body,
  });
}

export function useAddContactAttempt(projectId: number) {
  const invalidate = useInvalidateProspect();
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['contacts', 'contactAttempt', 'add', projectId],
    mutationFn: (body: TContactAttemptValues) => addContactAttempt(projectId, body),
    onSuccess: () =>
      Promise.all([invalidate(projectId), client.invalidateQueries({ queryKey: contactAttemptsBaseKey })]),
  });
}
