import { projectDocumentsEndpoints } from '@batir/shared/contracts/project-documents';
import type { TCrcStateBody } from '@batir/shared/project-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectDocumentsKeys } from './keys';

/** PUT /api/project/{project}/crcFiles/state {crcType, state, files?}: answers the whole CRC again. */
export function useSetCrcState(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['projectDocuments', 'crcState', projectId],
    meta: { errorSnackbar: true },
    mutationFn: (body: TCrcStateBody) =>
      call(projectDocumentsEndpoints.crcState, { params: { project: projectId }, body }),
    onSuccess: (answer) => {
      client.setQueryData(projectDocumentsKeys.crc(projectId), answer.crc);
      // File states changed too: the documents table reads them again.
      void client.invalidateQueries({ queryKey: projectDocumentsKeys.files(projectId) });
    },
  });
}
