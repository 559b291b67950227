import { shellEndpoints } from '@batir/shared/contracts/shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shellKeys } from './keys';
import { storeUserFavorites, type UserFavorite } from './user-favorites';

/** DELETE /api/user/favorite/{id}. */
export async function removeUserFavorite(id: number): Promise<UserFavorite[]> {
  return (await call(shellEndpoints.removeUserFavorite, { params: { id } })).userFavorite;
}

export function useRemoveUserFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shellKeys.userFavoritesChange('remove'),
    mutationFn: removeUserFavorite,
    onSuccess: (list) => storeUserFavorites(queryClient, list),
  });
}
