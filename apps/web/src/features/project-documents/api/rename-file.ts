import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshProjectDocuments } from './keys';

type FileAnswer = { error: 0; file: { id: number; name: string; state: number } };

/** PUT /api/file/{id}/rename (the extension is kept by the server). */
export function useRenameProjectFile(projectId: number) {
  const refresh = useRefreshProjectDocuments(projectId);
  return useMutation({
    mutationKey: ['projectDocuments', 'rename'],
    meta: { errorSnackbar: true },
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      apiFetch<FileAnswer>(`/api/file/${id}/rename`, { method: 'PUT', body: { name } }),
    onSuccess: refresh,
  });
}
