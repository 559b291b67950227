import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { logisboxKey } from './logisbox';

type Answer = {
  error: 0;
  message: string;
  appointmentAt: string | null;
  signedAt: string | null;
  fileAt: string | null;
};

/** PUT /api/project/{project}/logisboxAppointmentDate: Fixe ou annule le rendez-vous logisbox. */
export function useLogisboxAppointmentDate() {
  const queryClient = useQueryClient();
  return useMutation<Answer, ApiError, { projectId: number; date: string | null }>({
    mutationFn: ({ projectId, ...body }) =>
      apiFetch<Answer>(`/api/project/${projectId}/logisboxAppointmentDate`, { method: 'PUT', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: logisboxKey });
      void queryClient.invalidateQueries({ queryKey: ['summary'] });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
