import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeUserFavorites, type UserFavorite, type UserFavoritesAnswer } from './user-favorites';

/** DELETE /api/user/favorite/{id}. */
export async function removeUserFavorite(id: number): Promise<UserFavorite[]> {
  return (await apiFetch<UserFavoritesAnswer>(`/api/user/favorite/${id}`, { method: 'DELETE' })).userFavorite;
}

export function useRemoveUserFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shell', 'user-favorites', 'remove'],
    mutationFn: removeUserFavorite,
    onSuccess: (list) => storeUserFavorites(queryClient, list),
  });
}
