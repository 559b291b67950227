import type { TWeatherResponse } from '@batir/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const weatherQueryKey = ['dashboard', 'weather'] as const;

/** GET /api/weather: always an answer; `available: false` carries the French message to show. */
export function fetchWeather(signal?: AbortSignal): Promise<TWeatherResponse> {
  return apiFetch<TWeatherResponse>('/api/weather', { signal });
}

export function useWeather() {
  return useQuery({
    queryKey: weatherQueryKey,
    queryFn: ({ signal }) => fetchWeather(signal),
    // The server caches the provider for ten minutes.
    staleTime: 10 * 60_000,
  });
}
