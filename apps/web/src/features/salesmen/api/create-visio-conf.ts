import { salesmenEndpoints } from '@batir/shared/contracts/salesmen';
import type { TCreateVisioConfResponse } from '@batir/shared/salesmen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { appointmentsKeys } from '../../appointments/api/keys';

/** POST /api/salesman/createVisioConf: the room of a tele-appointment, sent to the customer once. */
export function createVisioConf(appointmentId: number) {
  return call(salesmenEndpoints.createVisioConf, { body: { appointmentId } });
}

export function useCreateVisioConf() {
  const queryClient = useQueryClient();
  return useMutation<TCreateVisioConfResponse, ApiError, number>({
    mutationFn: createVisioConf,
    // The appointment now carries its link (agenda, upcoming lists).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKeys.all }),
  });
}
