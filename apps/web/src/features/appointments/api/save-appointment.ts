import type { EndpointInput } from '@batir/shared/contract';
import { appointmentEndpoints } from '@batir/shared/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { appointmentsKeys } from './keys';

export type SaveAppointment = {
  id?: number | undefined;
  body: EndpointInput<typeof appointmentEndpoints.create>['body'];
};

/** POST /api/appointment (new) or PUT /api/appointment/{id} (edit, drag, resize). */
export function saveAppointment({ id, body }: SaveAppointment) {
  return id === undefined
    ? call(appointmentEndpoints.create, { body })
    : call(appointmentEndpoints.update, { params: { appointment: id }, body });
}

export function useSaveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsKeys.all }),
  });
}
