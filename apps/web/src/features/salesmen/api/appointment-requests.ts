import { appointmentRequestsEndpoints } from '@batir/shared/contracts/appointment-requests';
import type { TAppointmentRequestResponse, TAppointmentRequestUpdateBody } from '@batir/shared/salesmen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { salesmenKeys } from './keys';

/** GET /api/appointmentRequest/user/{user}: his waiting appointment requests, newest first. */
export function fetchUserAppointmentRequests(user: number, signal?: AbortSignal) {
  return call(appointmentRequestsEndpoints.userList, { params: { user } }, { signal });
}

export function useUserAppointmentRequests(user: number) {
  return useQuery({
    queryKey: salesmenKeys.userAppointmentRequests(user),
    queryFn: ({ signal }) => fetchUserAppointmentRequests(user, signal),
  });
}

/** PUT /api/appointmentRequest/{id}: scheduled (with its appointment) or cancelled. */
export function closeAppointmentRequest(id: number, body: TAppointmentRequestUpdateBody) {
  return call(appointmentRequestsEndpoints.close, { params: { id }, body });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesmenKeys.appointmentRequests() }),
  });
}
