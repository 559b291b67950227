import { usersEndpoints } from '@batir/shared/contracts/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usersKeys } from './keys';

/** GET /api/user/search/{term} (staff): active staff whose name or e-mail matches, at most 20. */
export function searchUsers(term: string, signal?: AbortSignal) {
  return call(usersEndpoints.search, { params: { term } }, { signal });
}

export const searchUsersQueryOptions = (term: string) =>
  queryOptions({
    queryKey: usersKeys.search(term),
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
