import { summaryEndpoints } from '@batir/shared/contracts/summary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { summaryKeys } from './keys';

/** PUT /api/summary/delete/contactSite: a spam request is deleted. */
export function deleteContact(contactId: number) {
  return call(summaryEndpoints.deleteContact, { body: { contactId } });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'deleteContactSite'],
    mutationFn: deleteContact,
    // Spec 1 §8: a refusal shows the server's message in the error snackbar.
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryKeys.newContacts() }),
  });
}
