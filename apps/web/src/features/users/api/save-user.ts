import { usersEndpoints } from '@batir/shared/contracts/users';
import type { TUserAccountBody } from '@batir/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { usersKeys } from './keys';

export type SaveUser = { id?: number; body: TUserAccountBody };

/** POST /api/user (new account, e-mailed a link to choose its password) or PUT /api/user/{id}. */
export function saveUser({ id, body }: SaveUser) {
  return id === undefined
    ? call(usersEndpoints.create, { body })
    : call(usersEndpoints.update, { params: { id }, body });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof saveUser>>, ApiError, SaveUser>({
    mutationFn: saveUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.accounts });
      // The staff pickers of the shell come with the current user.
      void queryClient.invalidateQueries({ queryKey: usersKeys.current });
    },
  });
}
