import { searchEndpoints } from '@batir/shared/contracts/search';
import type { TSearchResponse } from '@batir/shared/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type GlobalSearchParams, searchKeys } from './keys';

export type { GlobalSearchParams };
export type GlobalSearchResult = TSearchResponse;
/** A customer result; `id` is the project id, `customerId` the person's (impersonation). */
export type CustomerResult = TSearchResponse['customerList'][number];
export type ProspectResult = TSearchResponse['prospectList'][number];

/** GET /api/search/global/{term}?withArchived=0|1 (spec 1 §7.2): each group capped by the server. */
export function fetchGlobalSearch(params: GlobalSearchParams, signal?: AbortSignal) {
  return call(
    searchEndpoints.global,
    { params: { term: params.term }, query: { withArchived: params.withArchived ? '1' : '0' } },
    { signal },
  );
}

export const globalSearchQueryOptions = (params: GlobalSearchParams) =>
  queryOptions({
    queryKey: searchKeys.global(params),
    queryFn: ({ signal }) => fetchGlobalSearch(params, signal),
  });

/**
 * The results for a submitted term (blank: no call, the server refuses it). The previous results stay on
 * screen while the next ones load, so the columns do not flicker at each keystroke.
 */
export function useGlobalSearch(params: GlobalSearchParams) {
  return useQuery({
    ...globalSearchQueryOptions(params),
    enabled: params.term.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
