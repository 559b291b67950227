import type { TQualificationValues } from '@batir/shared/contact-history';
import { contactEndpoints } from '@batir/shared/contracts/contacts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useInvalidateProspect } from './invalidate';

/** PUT /api/user/{customer}/qualification: `projectId` in the body says which project. */
export function useSetQualification(customerId: number, projectId: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationKey: ['contacts', 'qualification', projectId],
    mutationFn: (body: Omit<TQualificationValues, 'projectId'>) =>
      call(contactEndpoints.qualification, { params: { id: customerId }, body: { ...body, projectId } }),
    onSuccess: () => invalidate(projectId),
  });
}

/** PUT /api/user/{customer}/personalContribution: whole euros, null to clear. */
export function useSetPersonalContribution(customerId: number, projectId: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationKey: ['contacts', 'personalContribution', customerId],
    mutationFn: (personalContribution: number | null) =>
      call(contactEndpoints.personalContribution, {
        params: { id: customerId },
        body: { personalContribution },
      }),
    onSuccess: () => invalidate(projectId),
  });
}

/** PUT /api/user/{customer}/inContact: the "en contact" flag of the project. */
export function useSetInContact(customerId: number, projectId: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationKey: ['contacts', 'inContact', projectId],
    mutationFn: (inContact: boolean) =>
      call(contactEndpoints.inContact, { params: { id: customerId }, body: { projectId, inContact } }),
    onSuccess: () => invalidate(projectId),
  });
}
