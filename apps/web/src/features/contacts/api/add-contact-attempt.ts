import type { TContactAttemptValues } from '@batir/shared/contact-history';
import { contactEndpoints } from '@batir/shared/contracts/contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useInvalidateProspect } from './invalidate';
import { contactsKeys } from './keys';

/** POST /api/contactAttempt/project/{project}: an attempt by the signed-in user. */
export function addContactAttempt(projectId: number, body: TContactAttemptValues) {
  return call(contactEndpoints.addAttempt, { params: { project: projectId }, body });
}

export function useAddContactAttempt(projectId: number) {
  const invalidate = useInvalidateProspect();
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['contacts', 'contactAttempt', 'add', projectId],
    mutationFn: (body: TContactAttemptValues) => addContactAttempt(projectId, body),
    onSuccess: () =>
      Promise.all([
        invalidate(projectId),
        client.invalidateQueries({ queryKey: contactsKeys.contactAttempts() }),
      ]),
  });
}
