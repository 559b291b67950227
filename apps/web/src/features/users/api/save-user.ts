import type { TUserAccountBody, TUserAccountResponse } from '@batir/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { currentUserQueryKey } from './current-user';
import { userAccountsQueryKey } from './list-users';

export type SaveUser = { id?: number; body: TUserAccountBody };

/** POST /api/user (new account, e-mailed a link to choose its password) or PUT /api/user/{id}. */
export function saveUser({ id, body }: SaveUser): Promise<TUserAccountResponse> {
  return id === undefined
    ? apiFetch<TUserAccountResponse>('/api/user', { method: 'POST', body })
    : apiFetch<TUserAccountResponse>(`/api/user/${id}`, { method: 'PUT', body });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation<TUserAccountResponse, ApiError, SaveUser>({
    mutationFn: saveUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userAccountsQueryKey });
      // The staff pickers of the shell come with the current user.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
