import type { TUserAccountResponse } from '@batir/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { currentUserQueryKey } from './current-user';
import { userAccountsQueryKey } from './list-users';

export type ArchiveUser = { id: number; archive: boolean };

/** PUT /api/user/{id}/archive: disables the account (its sessions end at once) or restores it. */
export function archiveUser({ id, archive }: ArchiveUser): Promise<TUserAccountResponse> {
  return apiFetch<TUserAccountResponse>(`/api/user/${id}/archive`, { method: 'PUT', body: { archive } });
}

export function useArchiveUser() {
  const queryClient = useQueryClient();
  return useMutation<TUserAccountResponse, ApiError, ArchiveUser>({
    mutationFn: archiveUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userAccountsQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
