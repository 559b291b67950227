import { PROSPECT_PAGE_SIZE, type TProspectListResponse, type TProspectTile } from '@batir/shared/prospects';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type ProspectFilter = {
  from: string;
  tile: TProspectTile | null;
  search: string;
  archived: boolean;
  userIds: number[];
};

export const prospectsQueryKey = ['prospects', 'list'] as const;

/** GET /api/prospects/{from}: one page of a tile, with the totals of the four tiles. */
export function fetchProspects(filter: ProspectFilter, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ offset: String(offset), limit: String(PROSPECT_PAGE_SIZE) });
  if (filter.tile) query.set('tile', filter.tile);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.archived) query.set('archived', '1');
  if (filter.userIds.length) query.set('userIds', filter.userIds.join(','));
  return apiFetch<TProspectListResponse>(`/api/prospects/${encodeURIComponent(filter.from)}?${query}`, {
    signal,
  });
}

export const prospectsQueryOptions = (filter: ProspectFilter) =>
  infiniteQueryOptions({
    queryKey: [...prospectsQueryKey, filter] as const,
    queryFn: ({ pageParam, signal }) => fetchProspects(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.loadMore ? pages.reduce((sum, page) => sum + page.list.length, 0) : undefined,
  });

/** Load-more list: the pages loaded so far; the previous filter's list stays while the next one loads. */
export function useProspects(filter: ProspectFilter) {
  return useInfiniteQuery({ ...prospectsQueryOptions(filter), placeholderData: keepPreviousData });
}
