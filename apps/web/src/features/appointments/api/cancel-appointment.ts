import { appointmentEndpoints } from '@batir/shared/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { appointmentsKeys } from './keys';

/** PUT /api/appointment/{id}/cancel: the appointment stays, struck through. */
export function cancelAppointment(id: number) {
  return call(appointmentEndpoints.cancel, { params: { appointment: id } });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKeys.all }),
  });
}
