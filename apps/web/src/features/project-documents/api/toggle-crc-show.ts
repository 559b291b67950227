import { projectDocumentsEndpoints } from '@batir/shared/contracts/project-documents';
import type { TCrcType } from '@batir/shared/project-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectDocumentsKeys } from './keys';

/** PUT /api/project/{project}/toggleCrcShow {crcElement} */
export function useToggleCrcShow(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['projectDocuments', 'crcShow', projectId],
    meta: { errorSnackbar: true },
    mutationFn: (crcElement: TCrcType) =>
      call(projectDocumentsEndpoints.toggleCrcShow, { params: { project: projectId }, body: { crcElement } }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectDocumentsKeys.crc(projectId) }),
  });
}
