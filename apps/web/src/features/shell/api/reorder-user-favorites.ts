import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import {
  storeUserFavorites,
  type UserFavorite,
  type UserFavoritesAnswer,
  userFavoritesQueryKey,
} from './user-favorites';

/** PUT /api/user/favorite/order with every favourite id, in the new order. */
export async function reorderUserFavorites(ids: number[]): Promise<UserFavorite[]> {
  return (await apiFetch<UserFavoritesAnswer>('/api/user/favorite/order', { method: 'PUT', body: { ids } }))
    .userFavorite;
}

/** Takes the reordered list: shown at once, then replaced by the server's answer (or put back on failure). */
export function useReorderUserFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shell', 'user-favorites', 'order'],
    mutationFn: (list: UserFavorite[]) => reorderUserFavorites(list.map((favorite) => favorite.id)),
    onMutate: async (list) => {
      await queryClient.cancelQueries({ queryKey: userFavoritesQueryKey });
      const previous = queryClient.getQueryData<UserFavorite[]>(userFavoritesQueryKey);
      queryClient.setQueryData(userFavoritesQueryKey, list);
      return { previous };
    },
    onError: (_error, _list, context) => {
      if (context?.previous) queryClient.setQueryData(userFavoritesQueryKey, context.previous);
    },
    onSuccess: (list) => storeUserFavorites(queryClient, list),
  });
}
