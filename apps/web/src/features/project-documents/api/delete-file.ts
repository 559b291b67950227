import { filesEndpoints } from '@batir/shared/contracts/files';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useRefreshProjectDocuments } from './keys';

/** DELETE /api/file/{id} */
export function useDeleteProjectFile(projectId: number) {
  const refresh = useRefreshProjectDocuments(projectId);
  return useMutation({
    mutationKey: ['projectDocuments', 'delete'],
    meta: { errorSnackbar: true },
    mutationFn: (id: number) => call(filesEndpoints.remove, { params: { id } }),
    onSuccess: refresh,
  });
}
