import { shellEndpoints } from '@batir/shared/contracts/shell';
import type { TMenuFavorite } from '@batir/shared/shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { CurrentUser } from '../../users/api/current-user';
import { usersKeys } from '../../users/api/keys';
import { shellKeys } from './keys';

export type MenuFavorite = TMenuFavorite;

/** PUT /api/user/menuFavorite/{menuId}: stars the menu entry, or unstars it. Answers the full list. */
export async function toggleMenuFavorite(menuId: number): Promise<MenuFavorite[]> {
  return (await call(shellEndpoints.toggleMenuFavorite, { params: { menuId } })).menuFavorites;
}

/** The menu favourites live in the signed-in user's data (GET /api/user): updated there. */
export function useToggleMenuFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shellKeys.menuFavoritesToggle,
    mutationFn: toggleMenuFavorite,
    onSuccess: (menuFavorites) =>
      queryClient.setQueryData<CurrentUser>(usersKeys.current, (user) => user && { ...user, menuFavorites }),
  });
}
