import { dashboardEndpoints } from '@batir/shared/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/quoteOfTheDay. */
export function fetchQuoteOfTheDay(signal?: AbortSignal) {
  return call(dashboardEndpoints.quoteOfTheDay, {}, { signal });
}

export function useQuoteOfTheDay() {
  return useQuery({
    queryKey: dashboardKeys.quoteOfTheDay(),
    queryFn: ({ signal }) => fetchQuoteOfTheDay(signal),
    staleTime: 60 * 60_000,
  });
}
