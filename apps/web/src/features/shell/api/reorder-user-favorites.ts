import { shellEndpoints } from '@batir/shared/contracts/shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shellKeys } from './keys';
import { storeUserFavorites, type UserFavorite } from './user-favorites';

/** PUT /api/user/favorite/order with every favourite id, in the new order. */
export async function reorderUserFavorites(ids: number[]): Promise<UserFavorite[]> {
  return (await call(shellEndpoints.reorderUserFavorites, { body: { ids } })).userFavorite;
}

/** Takes the reordered list: shown at once, then replaced by the server's answer (or put back on failure). */
export function useReorderUserFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shellKeys.userFavoritesChange('order'),
    mutationFn: (list: UserFavorite[]) => reorderUserFavorites(list.map((favorite) => favorite.id)),
    onMutate: async (list) => {
      await queryClient.cancelQueries({ queryKey: shellKeys.userFavorites });
      const previous = queryClient.getQueryData<UserFavorite[]>(shellKeys.userFavorites);
      queryClient.setQueryData(shellKeys.userFavorites, list);
      return { previous };
    },
    onError: (_error, _list, context) => {
      if (context?.previous) queryClient.setQueryData(shellKeys.userFavorites, context.previous);
    },
    onSuccess: (list) => storeUserFavorites(queryClient, list),
  });
}
