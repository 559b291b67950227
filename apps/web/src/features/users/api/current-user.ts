import type { EndpointResponse } from '@batir/shared/contract';
import { usersEndpoints } from '@batir/shared/contracts/users';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usersKeys } from './keys';

export type CurrentUser = EndpointResponse<typeof usersEndpoints.current>;

/**
 * @deprecated MIGRATION (issue 16): use `usersKeys.current` (features/users/api/keys.ts); kept while other
 * features still import it.
 */
export const currentUserQueryKey = usersKeys.current;

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return call(usersEndpoints.current, undefined, { signal });
}

export const currentUserQueryOptions = queryOptions({
  queryKey: usersKeys.current,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
});

/** The signed-in user; the protected routes' loader has already fetched it. */
export function useCurrentUser() {
  return useSuspenseQuery(currentUserQueryOptions);
}

/** Staff reach /v2/admin; customer and craftsman accounts have their own portals. */
export function isStaffUser(data: CurrentUser): boolean {
  const { isAdmin, isTechnical, isSalesman, isGridOperator } = data.acls.roles;
  return isAdmin || isTechnical || isSalesman || isGridOperator;
}
