import { filesEndpoints } from '@batir/shared/contracts/files';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useRefreshProjectDocuments } from './keys';

/** PUT /api/file/{id}/rename (the extension is kept by the server). */
export function useRenameProjectFile(projectId: number) {
  const refresh = useRefreshProjectDocuments(projectId);
  return useMutation({
    mutationKey: ['projectDocuments', 'rename'],
    meta: { errorSnackbar: true },
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      call(filesEndpoints.rename, { params: { id }, body: { name } }),
    onSuccess: refresh,
  });
}
