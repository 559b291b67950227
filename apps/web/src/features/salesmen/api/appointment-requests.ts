import type {
  TAppointmentRequestListResponse,
  TAppointmentRequestResponse,
  TAppointmentRequestUpdateBody,
} from '@batir/shared/salesmen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';

/** Starts with 'summary': the live notification event refreshes these lists (a new request is notified). */
export const appointmentRequestsQueryKey = ['summary', 'appointmentRequest'] as const;

/** GET /api/appointmentRequest/user/{user}: his waiting appointment requests, newest first. */
export function fetchUserAppointmentRequests(user: number, signal?: AbortSignal) {
  return apiFetch<TAppointmentRequestListResponse>(`/api/appointmentRequest/user/${user}`, { signal });
}

export function useUserAppointmentRequests(user: number) {
  return useQuery({
    queryKey: [...appointmentRequestsQueryKey, 'user', user] as const,
    queryFn: ({ signal }) => fetchUserAppointmentRequests(user, signal),
  });
}

/** PUT /api/appointmentRequest/{id}: scheduled (with its appointment) or cancelled. */
export function closeAppointmentRequest(id: number, body: TAppointmentRequestUpdateBody) {
  return apiFetch<TAppointmentRequestResponse>(`/api/appointmentRequest/${id}`, { method: 'PUT', body });
}

export function useCloseAppointmentRequest() {
  const queryClient = useQueryClient();
  return useMutation<
    TAppointmentRequestResponse,
    ApiError,
    { id: number; body: TAppointmentRequestUpdateBody }
  >({
    mutationFn: ({ id, body }) => closeAppointmentRequest(id, body),
    meta: { errorSnackbar: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentRequestsQueryKey }),
  });
}
