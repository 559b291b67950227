import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshProjectDocuments } from './keys';

/** DELETE /api/file/{id} */
export function useDeleteProjectFile(projectId: number) {
  const refresh = useRefreshProjectDocuments(projectId);
  return useMutation({
    mutationKey: ['projectDocuments', 'delete'],
    meta: { errorSnackbar: true },
    mutationFn: (id: number) =>
      apiFetch<{ error: 0; message: string }>(`/api/file/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
