import type { TCurrentUserResponse } from '@batir/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type CurrentUser = TCurrentUserResponse;

export const currentUserQueryKey = ['users', 'current'] as const;

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/api/user', { signal });
}

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
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
