import { usersEndpoints } from '@batir/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { usersKeys } from './keys';

export type ArchiveUser = { id: number; archive: boolean };

/** PUT /api/user/{id}/archive: disables the account (its sessions end at once) or restores it. */
export function archiveUser({ id, archive }: ArchiveUser) {
  return call(usersEndpoints.archive, { params: { id }, body: { archive } });
}

export function useArchiveUser() {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof archiveUser>>, ApiError, ArchiveUser>({
    mutationFn: archiveUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.accounts });
      void queryClient.invalidateQueries({ queryKey: usersKeys.current });
    },
  });
}
