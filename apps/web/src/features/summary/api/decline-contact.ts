import { summaryEndpoints } from '@batir/shared/contracts/summary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { summaryKeys } from './keys';

/** PUT /api/summary/contactNonAttribute: the contact is told by e-mail and SMS that the request cannot go ahead. */
export function declineContact(contactId: number) {
  return call(summaryEndpoints.declineContact, { body: { contactId } });
}

export function useDeclineContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'contactNonAttribute'],
    mutationFn: declineContact,
    // Spec 1 §8: a refusal shows the server's message in the error snackbar.
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryKeys.newContacts() }),
  });
}
