import type { TAppointmentBody, TAppointmentResponse } from '@batir/shared/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { appointmentsQueryKey } from './list-appointments';

export type SaveAppointment = { id?: number | undefined; body: TAppointmentBody };

/** POST /api/appointment (new) or PUT /api/appointment/{id} (edit, drag, resize). */
export function saveAppointment({ id, body }: SaveAppointment): Promise<TAppointmentResponse> {
  return id === undefined
    ? apiFetch<TAppointmentResponse>('/api/appointment', { method: 'POST', body })
    : apiFetch<TAppointmentResponse>(`/api/appointment/${id}`, { method: 'PUT', body });
}

export function useSaveAppointment() {
  const queryClient = useQueryClient();
  return useMutation<TAppointmentResponse, ApiError, SaveAppointment>({
    mutationFn: saveAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
