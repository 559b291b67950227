import type { TAppointmentFeedResponse } from '@batir/shared/appointments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';

const feedQueryKey = (user: number) => ['appointments-feed', user] as const;

/** GET /api/appointment/user/{user}/feed: the secret .ics address to subscribe from a phone. */
export function fetchFeedUrl(user: number, signal?: AbortSignal) {
  return apiFetch<TAppointmentFeedResponse>(`/api/appointment/user/${user}/feed`, { signal });
}

export const feedUrlQueryOptions = (user: number) =>
  queryOptions({ queryKey: feedQueryKey(user), queryFn: ({ signal }) => fetchFeedUrl(user, signal) });

export function useFeedUrl(user: number) {
  return useQuery(feedUrlQueryOptions(user));
}

/** PUT /api/appointment/user/{user}/feed: a new address; the old one stops working. */
export function useRenewFeedUrl(user: number) {
  const queryClient = useQueryClient();
  return useMutation<TAppointmentFeedResponse, ApiError, void>({
    mutationFn: () => apiFetch(`/api/appointment/user/${user}/feed`, { method: 'PUT' }),
    onSuccess: (data) => queryClient.setQueryData(feedQueryKey(user), data),
  });
}
