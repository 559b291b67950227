import { dashboardEndpoints } from '@batir/shared/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/weather: always an answer; `available: false` carries the French message to show. */
export function fetchWeather(signal?: AbortSignal) {
  return call(dashboardEndpoints.weather, {}, { signal });
}

export function useWeather() {
  return useQuery({
    queryKey: dashboardKeys.weather(),
    queryFn: ({ signal }) => fetchWeather(signal),
    // The server caches the provider for ten minutes.
    staleTime: 10 * 60_000,
  });
}
