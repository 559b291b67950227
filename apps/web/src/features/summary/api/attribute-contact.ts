import type { TContactAttributeBody } from '@batir/shared/contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { newContactsBaseKey } from './new-contacts';

export type AttributeAnswer = {
  error: 0;
  message: string;
  customerId: number;
  projectId: number;
  merged: boolean;
};

/** PUT /api/summary/contactAttribute: userId, isExclusive (1 by default), mergeId `customerId#projectId`. */
export function attributeContact(body: TContactAttributeBody): Promise<AttributeAnswer> {
  return apiFetch<AttributeAnswer>('/api/summary/contactAttribute', { method: 'PUT', body });
}

/** After the attribution the new-contact lists reload (spec 1 §4). */
export function useAttributeContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'contactAttribute'],
    mutationFn: attributeContact,
    // Spec 1 §8: a refusal shows the server's message in the error snackbar.
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newContactsBaseKey }),
  });
}
