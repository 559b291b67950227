import { shellEndpoints } from '@batir/shared/contracts/shell';
import type { TUserFavoriteBody } from '@batir/shared/shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shellKeys } from './keys';
import { storeUserFavorites, type UserFavorite } from './user-favorites';

/** type 0: a plain link (`path`); type 1: an application route (`name` and `params`). */
export type NewUserFavorite = TUserFavoriteBody;

/** POST /api/user/favorite; the server refuses a 51st favourite with a French message (TOO_MANY_FAVORITES). */
export async function addUserFavorite(favorite: NewUserFavorite): Promise<UserFavorite[]> {
  return (await call(shellEndpoints.addUserFavorite, { body: favorite })).userFavorite;
}

export function useAddUserFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shellKeys.userFavoritesChange('add'),
    mutationFn: addUserFavorite,
    onSuccess: (list) => storeUserFavorites(queryClient, list),
  });
}
