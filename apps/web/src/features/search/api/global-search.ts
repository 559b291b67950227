import type { TSearchResponse } from '@batir/shared/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type GlobalSearchResult = TSearchResponse;
/** A customer result; `id` is the project id, `customerId` the person's (impersonation). */
export type CustomerResult = TSearchResponse['customerList'][number];
export type ProspectResult = TSearchResponse['prospectList'][number];

export type GlobalSearchParams = { term: string; withArchived: boolean };

export const globalSearchQueryKey = (params: GlobalSearchParams) =>
  ['search', 'global', params.term, params.withArchived] as const;

/** GET /api/search/global/{term}?withArchived=0|1 (spec 1 §7.2): each group capped by the server. */
export function fetchGlobalSearch(
  params: GlobalSearchParams,
  signal?: AbortSignal,
): Promise<GlobalSearchResult> {
  const query = params.withArchived ? '1' : '0';
  return apiFetch<GlobalSearchResult>(
    `/api/search/global/${encodeURIComponent(params.term)}?withArchived=${query}`,
    { signal },
  );
}

export const globalSearchQueryOptions = (params: GlobalSearchParams) =>
  queryOptions({
    queryKey: globalSearchQueryKey(params),
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
