import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshProjectDocuments } from './keys';

type FileAnswer = { error: 0; file: { id: number; name: string; state: number } };

/** PUT /api/file/{id}/state: 0 to check, 1 validated, 2 refused. */
export function useSetProjectFileState(projectId: number) {
  const refresh = useRefreshProjectDocuments(projectId);
  return useMutation({
    mutationKey: ['projectDocuments', 'state'],
    meta: { errorSnackbar: true },
    mutationFn: ({ id, state }: { id: number; state: number }) =>
      apiFetch<FileAnswer>(`/api/file/${id}/state`, { method: 'PUT', body: { state } }),
    onSuccess: refresh,
  });
}
