import type { EndpointResponse } from '@batir/shared/contract';
import type { usersEndpoints } from '@batir/shared/contracts/users';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { contractsOnDemand } from '../../../lib/contracts-on-demand';
import { accountKeys } from './keys';

export type ProfileResponse = EndpointResponse<typeof usersEndpoints.profile>;

/** GET /api/user/{id}: one's own profile (the server refuses anybody else's). */
export async function fetchProfile(id: number, signal?: AbortSignal): Promise<ProfileResponse> {
  const { usersEndpoints } = await contractsOnDemand();
  return call(usersEndpoints.profile, { params: { id } }, { signal });
}

export const profileQueryOptions = (id: number) =>
  queryOptions({ queryKey: accountKeys.profile(id), queryFn: ({ signal }) => fetchProfile(id, signal) });

/** The profile; the route's loader has already fetched it. */
export function useProfile(id: number) {
  return useSuspenseQuery(profileQueryOptions(id));
}
