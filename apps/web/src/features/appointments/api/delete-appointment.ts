import { appointmentEndpoints } from '@batir/shared/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { appointmentsKeys } from './keys';

/** DELETE /api/appointment/{id}. */
export function deleteAppointment(id: number) {
  return call(appointmentEndpoints.remove, { params: { appointment: id } });
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKeys.all }),
  });
}
