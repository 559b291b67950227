import type { TUserListResponse } from '@batir/shared/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type UserListFilter = { page: number; limit: number; search: string; archived: boolean };

/** Every query of the users administration starts with this key: a change refreshes them all. */
export const userAccountsQueryKey = ['users', 'accounts'] as const;

/** GET /api/user/list (administrators): staff accounts, one page, searched by name or e-mail. */
export function fetchUserAccounts(filter: UserListFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(filter.page),
    limit: String(filter.limit),
    archived: filter.archived ? '1' : '0',
  });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  return apiFetch<TUserListResponse>(`/api/user/list?${query}`, { signal });
}

export const userAccountsQueryOptions = (filter: UserListFilter) =>
  queryOptions({
    queryKey: [...userAccountsQueryKey, 'list', filter] as const,
    queryFn: ({ signal }) => fetchUserAccounts(filter, signal),
  });

/** The previous page stays on screen while the next one loads. */
export function useUserAccounts(filter: UserListFilter) {
  return useQuery({ ...userAccountsQueryOptions(filter), placeholderData: keepPreviousData });
}
