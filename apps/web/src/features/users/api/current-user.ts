import type { EndpointResponse } from '@batir/shared/contract';
import type { usersEndpoints } from '@batir/shared/contracts/users';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { contractsOnDemand } from '../../../lib/contracts-on-demand';
import { usersKeys } from './keys';

export type CurrentUser = EndpointResponse<typeof usersEndpoints.current>;

export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const { usersEndpoints } = await contractsOnDemand();
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
