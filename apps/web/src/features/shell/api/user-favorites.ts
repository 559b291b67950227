import type { TUserFavorite } from '@batir/shared/shell';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type CurrentUser, currentUserQueryKey } from '../../users/api/current-user';

export type UserFavorite = TUserFavorite;
export type UserFavoritesAnswer = { error: 0; userFavorite: UserFavorite[] };

export const userFavoritesQueryKey = ['shell', 'user-favorites'] as const;

/** GET /api/user/favorite: the quick-access favourites, in their saved order. */
export async function fetchUserFavorites(signal?: AbortSignal): Promise<UserFavorite[]> {
  return (await apiFetch<UserFavoritesAnswer>('/api/user/favorite', { signal })).userFavorite;
}

/** Starts from the list GET /api/user brought, so the side menu shows it at once. */
export function useUserFavorites() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: userFavoritesQueryKey,
    queryFn: ({ signal }) => fetchUserFavorites(signal),
    initialData: () => queryClient.getQueryData<CurrentUser>(currentUserQueryKey)?.userFavorite,
    initialDataUpdatedAt: () => queryClient.getQueryState(currentUserQueryKey)?.dataUpdatedAt,
    staleTime: 30_000,
  });
}

/** Every favourites call answers the full list: keep it here and in the signed-in user's data. */
export function storeUserFavorites(queryClient: QueryClient, list: UserFavorite[]): void {
  queryClient.setQueryData(userFavoritesQueryKey, list);
  queryClient.setQueryData<CurrentUser>(
    currentUserQueryKey,
    (user) => user && { ...user, userFavorite: list },
  );
}
