import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { appointmentsQueryKey } from './list-appointments';

/** DELETE /api/appointment/{id}. */
export function deleteAppointment(id: number): Promise<{ error: 0; message: string }> {
  return apiFetch(`/api/appointment/${id}`, { method: 'DELETE' });
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation<{ error: 0; message: string }, ApiError, number>({
    mutationFn: deleteAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
