import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeUserFavorites, type UserFavorite, type UserFavoritesAnswer } from './user-favorites';

/** type 0: a plain link (`path`); type 1: an application route (`name` and `params`). */
export type NewUserFavorite = Pick<UserFavorite, 'name' | 'path' | 'params' | 'type' | 'title'>;

/** POST /api/user/favorite; the server refuses a 51st favourite with a French message (409). */
export async function addUserFavorite(favorite: NewUserFavorite): Promise<UserFavorite[]> {
  return (await apiFetch<UserFavoritesAnswer>('/api/user/favorite', { method: 'POST', body: favorite }))
    .userFavorite;
}

export function useAddUserFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shell', 'user-favorites', 'add'],
    mutationFn: addUserFavorite,
    onSuccess: (list) => storeUserFavorites(queryClient, list),
  });
}
