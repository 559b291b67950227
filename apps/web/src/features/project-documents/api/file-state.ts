import { filesEndpoints } from '@batir/shared/contracts/files';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useRefreshProjectDocuments } from './keys';

/** PUT /api/file/{id}/state: 0 to check, 1 validated, 2 refused. */
export function useSetProjectFileState(projectId: number) {
  const refresh = useRefreshProjectDocuments(projectId);
  return useMutation({
    mutationKey: ['projectDocuments', 'state'],
    meta: { errorSnackbar: true },
    mutationFn: ({ id, state }: { id: number; state: number }) =>
      call(filesEndpoints.state, { params: { id }, body: { state } }),
    onSuccess: refresh,
  });
}
