import type { TQualification, TQualificationValues } from '@batir/shared/contact-history';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useInvalidateProspect } from './invalidate';

/** PUT /api/user/{customer}/qualification: `projectId` in the body says which project. */
export function useSetQualification(customerId: number, projectId: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationKey: ['contacts', 'qualification', projectId],
    mutationFn: (body: Omit<TQualificationValues, 'projectId'>) =>
      apiFetch<{ error: 0; qualification: TQualification; qualifications: TQualification[] }>(
        `/api/user/${customerId}/qualification`,
        { method: 'PUT', body: { ...body, projectId } },
      ),
    onSuccess: () => invalidate(projectId),
  });
}

/** PUT /api/user/{customer}/personalContribution: whole euros, null to clear. */
export function useSetPersonalContribution(customerId: number, projectId: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationKey: ['contacts', 'personalContribution', customerId],
    mutationFn: (personalContribution: number | null) =>
      apiFetch<{ error: 0; personalContribution: number | null }>(
        `/api/user/${customerId}/personalContribution`,
        { method: 'PUT', body: { personalContribution } },
      ),
    onSuccess: () => invalidate(projectId),
  });
}

/** PUT /api/user/{customer}/inContact: the "en contact" flag of the project. */
export function useSetInContact(customerId: number, projectId: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationKey: ['contacts', 'inContact', projectId],
    mutationFn: (inContact: boolean) =>
      apiFetch<{ error: 0; projectId: number; inContact: boolean }>(`/api/user/${customerId}/inContact`, {
        method: 'PUT',
        body: { projectId, inContact },
      }),
    onSuccess: () => invalidate(projectId),
  });
}
