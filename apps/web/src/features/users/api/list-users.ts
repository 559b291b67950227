import { usersEndpoints } from '@batir/shared/contracts/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usersKeys } from './keys';

export type UserListFilter = { page: number; limit: number; search: string; archived: boolean };

/** GET /api/user/list (administrators): staff accounts, one page, searched by name or e-mail. */
export function fetchUserAccounts(filter: UserListFilter, signal?: AbortSignal) {
  const search = filter.search.trim();
  return call(
    usersEndpoints.list,
    {
      query: {
        page: filter.page,
        limit: filter.limit,
        archived: filter.archived ? '1' : '0',
        ...(search ? { search } : {}),
      },
    },
    { signal },
  );
}

export const userAccountsQueryOptions = (filter: UserListFilter) =>
  queryOptions({
    queryKey: usersKeys.accountList(filter),
    queryFn: ({ signal }) => fetchUserAccounts(filter, signal),
  });

/** The previous page stays on screen while the next one loads. */
export function useUserAccounts(filter: UserListFilter) {
  return useQuery({ ...userAccountsQueryOptions(filter), placeholderData: keepPreviousData });
}
