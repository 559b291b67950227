import type { TMenuFavorite } from '@batir/shared/shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type CurrentUser, currentUserQueryKey } from '../../users/api/current-user';

export type MenuFavorite = TMenuFavorite;

/** PUT /api/user/menuFavorite/{menuId}: stars the menu entry, or unstars it. Answers the full list. */
export async function toggleMenuFavorite(menuId: number): Promise<MenuFavorite[]> {
  return (
    await apiFetch<{ error: 0; menuFavorites: MenuFavorite[] }>(`/api/user/menuFavorite/${menuId}`, {
      method: 'PUT',
    })
  ).menuFavorites;
}

/** The menu favourites live in the signed-in user's data (GET /api/user): updated there. */
export function useToggleMenuFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shell', 'menu-favorites', 'toggle'],
    mutationFn: toggleMenuFavorite,
    onSuccess: (menuFavorites) =>
      queryClient.setQueryData<CurrentUser>(
        currentUserQueryKey,
        (user) => user && { ...user, menuFavorites },
      ),
  });
}
