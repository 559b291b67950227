import type { TProfile } from '@batir/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type ProfileResponse = { error: 0; user: TProfile & { photoUrl: string | null } };

export const profileQueryKey = (id: number) => ['account', 'profile', id] as const;

/** GET /api/user/{id}: one's own profile (the server refuses anybody else's). */
export function fetchProfile(id: number, signal?: AbortSignal): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>(`/api/user/${id}`, { signal });
}

export const profileQueryOptions = (id: number) =>
  queryOptions({ queryKey: profileQueryKey(id), queryFn: ({ signal }) => fetchProfile(id, signal) });

/** The profile; the route's loader has already fetched it. */
export function useProfile(id: number) {
  return useSuspenseQuery(profileQueryOptions(id));
}
