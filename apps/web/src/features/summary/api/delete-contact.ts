import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { newContactsBaseKey } from './new-contacts';

/** PUT /api/summary/delete/contactSite: a spam request is deleted. */
export function deleteContact(contactId: number): Promise<{ error: 0; message: string }> {
  return apiFetch('/api/summary/delete/contactSite', { method: 'PUT', body: { contactId } });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'deleteContactSite'],
    mutationFn: deleteContact,
    // Spec 1 §8: a refusal shows the server's message in the error snackbar.
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newContactsBaseKey }),
  });
}
