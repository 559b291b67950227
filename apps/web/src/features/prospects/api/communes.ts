import { geoEndpoints } from '@batir/shared/contracts/geo';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { prospectsKeys } from './keys';

/**
 * French communes: by postal code digits (GET /api/postalcode/{postalcode}) when the text is digits,
 * otherwise by name start (GET /api/city/{term}).
 */
export function fetchCommunes(text: string, signal?: AbortSignal) {
  const value = text.trim();
  return /^\d+$/.test(value)
    ? call(geoEndpoints.postalCode, { params: { postalcode: value } }, { signal })
    : call(geoEndpoints.city, { params: { term: value } }, { signal });
}

export const communesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: prospectsKeys.communes(text),
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
