import type { TContactAttributeBody } from '@batir/shared/contacts';
import { summaryEndpoints } from '@batir/shared/contracts/summary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { summaryKeys } from './keys';

/** PUT /api/summary/contactAttribute: userId, isExclusive (1 by default), mergeId `customerId#projectId`. */
export function attributeContact(body: TContactAttributeBody) {
  return call(summaryEndpoints.attributeContact, { body });
}

/** After the attribution the new-contact lists reload (spec 1 §4). */
export function useAttributeContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'contactAttribute'],
    mutationFn: attributeContact,
    // Spec 1 §8: a refusal shows the server's message in the error snackbar.
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryKeys.newContacts() }),
  });
}
