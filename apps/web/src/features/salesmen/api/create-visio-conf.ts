import type { TCreateVisioConfResponse } from '@batir/shared/salesmen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';

/** POST /api/salesman/createVisioConf: the room of a tele-appointment, sent to the customer once. */
export function createVisioConf(appointmentId: number): Promise<TCreateVisioConfResponse> {
  return apiFetch<TCreateVisioConfResponse>('/api/salesman/createVisioConf', {
    method: 'POST',
    body: { appointmentId },
  });
}

export function useCreateVisioConf() {
  const queryClient = useQueryClient();
  return useMutation<TCreateVisioConfResponse, ApiError, number>({
    mutationFn: createVisioConf,
    // The appointment now carries its link (agenda, upcoming lists).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
