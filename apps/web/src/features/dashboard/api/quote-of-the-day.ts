import type { TQuoteOfTheDayResponse } from '@batir/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const quoteOfTheDayQueryKey = ['dashboard', 'quoteOfTheDay'] as const;

/** GET /api/quoteOfTheDay. */
export function fetchQuoteOfTheDay(signal?: AbortSignal): Promise<TQuoteOfTheDayResponse> {
  return apiFetch<TQuoteOfTheDayResponse>('/api/quoteOfTheDay', { signal });
}

export function useQuoteOfTheDay() {
  return useQuery({
    queryKey: quoteOfTheDayQueryKey,
    queryFn: ({ signal }) => fetchQuoteOfTheDay(signal),
    staleTime: 60 * 60_000,
  });
}
