import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { newContactsBaseKey } from './new-contacts';

/** PUT /api/summary/contactNonAttribute: the contact is told by e-mail and SMS that the request cannot go ahead. */
export function declineContact(contactId: number): Promise<{ error: 0; message: string }> {
  return apiFetch('/api/summary/contactNonAttribute', { method: 'PUT', body: { contactId } });
}

export function useDeclineContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'contactNonAttribute'],
    mutationFn: declineContact,
    // Spec 1 §8: a refusal shows the server's message in the error snackbar.
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newContactsBaseKey }),
  });
}
