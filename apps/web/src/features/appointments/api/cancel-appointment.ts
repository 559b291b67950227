import type { TAppointmentResponse } from '@batir/shared/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { appointmentsQueryKey } from './list-appointments';

/** PUT /api/appointment/{id}/cancel: the appointment stays, struck through. */
export function cancelAppointment(id: number): Promise<TAppointmentResponse> {
  return apiFetch<TAppointmentResponse>(`/api/appointment/${id}/cancel`, { method: 'PUT' });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation<TAppointmentResponse, ApiError, number>({
    mutationFn: cancelAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
