import type { TCrcType } from '@batir/shared/project-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { crcFilesKey } from './crc-files';

/** PUT /api/project/{project}/toggleCrcShow {crcElement} */
export function useToggleCrcShow(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['projectDocuments', 'crcShow', projectId],
    meta: { errorSnackbar: true },
    mutationFn: (crcElement: TCrcType) =>
      apiFetch<{ error: 0; crcShow: string[]; shown: boolean }>(`/api/project/${projectId}/toggleCrcShow`, {
        method: 'PUT',
        body: { crcElement },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: crcFilesKey(projectId) }),
  });
}
