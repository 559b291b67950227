import { shellEndpoints } from '@batir/shared/contracts/shell';
import type { TUserFavorite } from '@batir/shared/shell';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { CurrentUser } from '../../users/api/current-user';
import { usersKeys } from '../../users/api/keys';
import { shellKeys } from './keys';

export type UserFavorite = TUserFavorite;

/** GET /api/user/favorite: the quick-access favourites, in their saved order. */
export async function fetchUserFavorites(signal?: AbortSignal): Promise<UserFavorite[]> {
  return (await call(shellEndpoints.userFavorites, undefined, { signal })).userFavorite;
}

/** Starts from the list GET /api/user brought, so the side menu shows it at once. */
export function useUserFavorites() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: shellKeys.userFavorites,
    queryFn: ({ signal }) => fetchUserFavorites(signal),
    initialData: () => queryClient.getQueryData<CurrentUser>(usersKeys.current)?.userFavorite,
    initialDataUpdatedAt: () => queryClient.getQueryState(usersKeys.current)?.dataUpdatedAt,
    staleTime: 30_000,
  });
}

/** Every favourites call answers the full list: keep it here and in the signed-in user's data. */
export function storeUserFavorites(queryClient: QueryClient, list: UserFavorite[]): void {
  queryClient.setQueryData(shellKeys.userFavorites, list);
  queryClient.setQueryData<CurrentUser>(usersKeys.current, (user) => user && { ...user, userFavorite: list });
}
