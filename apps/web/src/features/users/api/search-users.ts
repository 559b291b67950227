import type { TUserSearchResponse } from '@batir/shared/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/user/search/{term} (staff): active staff whose name or e-mail matches, at most 20. */
export function searchUsers(term: string, signal?: AbortSignal) {
  return apiFetch<TUserSearchResponse>(`/api/user/search/${encodeURIComponent(term)}`, { signal });
}

export const searchUsersQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['users', 'search', term] as const,
    queryFn: ({ signal }) => searchUsers(term, signal),
    staleTime: 30_000,
  });

/** Nothing is asked before two characters. */
export function useSearchUsers(term: string) {
  const trimmed = term.trim();
  return useQuery({
    ...searchUsersQueryOptions(trimmed),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
  });
}
