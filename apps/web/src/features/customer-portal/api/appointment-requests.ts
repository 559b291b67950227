import type { ZAppointmentRequestBody } from '@batir/shared/contact-history';
import type { TAppointmentRequestListResponse, TAppointmentRequestResponse } from '@batir/shared/salesmen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiError, apiFetch } from '../../../lib/api-client';

export type TAppointmentRequestValues = z.input<typeof ZAppointmentRequestBody>;

export const projectAppointmentRequestsQueryKey = (projectId: number) =>
  ['customer-portal', 'appointment-requests', projectId] as const;

/** GET /api/appointmentRequest/project/?project={id}: the project's requests, newest first. */
export function fetchProjectAppointmentRequests(projectId: number, signal?: AbortSignal) {
  return apiFetch<TAppointmentRequestListResponse>(
    `/api/appointmentRequest/project/?project=${encodeURIComponent(projectId)}`,
    { signal },
  );
}

export function useProjectAppointmentRequests(projectId: number) {
  return useQuery({
    queryKey: projectAppointmentRequestsQueryKey(projectId),
    queryFn: ({ signal }) => fetchProjectAppointmentRequests(projectId, signal),
    refetchOnWindowFocus: false,
  });
}

/** POST /api/appointmentRequest: the customer asks his salesperson for an appointment on this project. */
export function sendAppointmentRequest(body: TAppointmentRequestValues) {
  return apiFetch<TAppointmentRequestResponse>('/api/appointmentRequest', { method: 'POST', body });
}

/**
 * Errors are shown in the form. The list is read again whatever the answer: a refusal ("déjà en attente")
 * usually means the list on screen is out of date (a request sent from another window).
 */
export function useSendAppointmentRequest(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<TAppointmentRequestResponse, ApiError, Omit<TAppointmentRequestValues, 'projectId'>>({
    mutationFn: (values) => sendAppointmentRequest({ ...values, projectId }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: projectAppointmentRequestsQueryKey(projectId) }),
  });
}
