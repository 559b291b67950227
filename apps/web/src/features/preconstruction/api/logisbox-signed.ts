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

/** PUT /api/project/{project}/logisboxSigned: Documents logisbox signés (ou non). */
export function useLogisboxSigned() {
  const queryClient = useQueryClient();
  return useMutation<Answer, ApiError, { projectId: number; done: boolean }>({
    mutationFn: ({ projectId, ...body }) =>
      apiFetch<Answer>(`/api/project/${projectId}/logisboxSigned`, { method: 'PUT', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: logisboxKey });
      void queryClient.invalidateQueries({ queryKey: ['summary'] });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
