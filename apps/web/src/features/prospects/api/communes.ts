import type { TCommuneListResponse } from '@batir/shared/prospects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * French communes: by postal code digits (GET /api/postalcode/{postalcode}) when the text is digits,
 * otherwise by name start (GET /api/city/{term}/{postalCode}).
 */
export function fetchCommunes(text: string, signal?: AbortSignal) {
  const value = text.trim();
  const path = /^\d+$/.test(value) ? `/api/postalcode/${value}` : `/api/city/${encodeURIComponent(value)}`;
  return apiFetch<TCommuneListResponse>(path, { signal });
}

export const communesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['communes', text.trim().toLowerCase()] as const,
    queryFn: ({ signal }) => fetchCommunes(text, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Asked from 2 characters (postal code digits) or 2 letters. */
export function useCommunes(text: string) {
  return useQuery({
    ...communesQueryOptions(text),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
