import { appointmentEndpoints } from '@batir/shared/contracts/appointments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { appointmentsKeys } from './keys';

/** GET /api/appointment/user/{user}/feed: the secret .ics address to subscribe from a phone. */
export function fetchFeedUrl(user: number, signal?: AbortSignal) {
  return call(appointmentEndpoints.feedUrl, { params: { user } }, { signal });
}

export const feedUrlQueryOptions = (user: number) =>
  queryOptions({
    queryKey: appointmentsKeys.feed(user),
    queryFn: ({ signal }) => fetchFeedUrl(user, signal),
  });

export function useFeedUrl(user: number) {
  return useQuery(feedUrlQueryOptions(user));
}

/** PUT /api/appointment/user/{user}/feed: a new address; the old one stops working. */
export function useRenewFeedUrl(user: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(appointmentEndpoints.renewFeedUrl, { params: { user } }),
    onSuccess: (data) => queryClient.setQueryData(appointmentsKeys.feed(user), data),
  });
}
