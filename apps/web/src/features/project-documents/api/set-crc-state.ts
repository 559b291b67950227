import type { TCrcFiles, TCrcStateBody } from '@batir/shared/project-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { crcFilesKey } from './crc-files';
import { projectDocumentsKey } from './keys';

/** PUT /api/project/{project}/crcFiles/state {crcType, state, files?}: answers the whole CRC again. */
export function useSetCrcState(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['projectDocuments', 'crcState', projectId],
    meta: { errorSnackbar: true },
    mutationFn: (body: TCrcStateBody) =>
      apiFetch<{ error: 0; crc: TCrcFiles }>(`/api/project/${projectId}/crcFiles/state`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (answer) => {
      client.setQueryData(crcFilesKey(projectId), answer.crc);
      // File states changed too: the documents table reads them again.
      void client.invalidateQueries({ queryKey: [...projectDocumentsKey(projectId), 'files'] });
    },
  });
}
