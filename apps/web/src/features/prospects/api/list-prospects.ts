import { prospectEndpoints } from '@batir/shared/contracts/prospects';
import { PROSPECT_PAGE_SIZE, type TProspectTile } from '@batir/shared/prospects';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { prospectsKeys } from './keys';

export type ProspectFilter = {
  from: string;
  tile: TProspectTile | null;
  search: string;
  archived: boolean;
  userIds: number[];
};

/** GET /api/prospects/{from}: one page of a tile, with the totals of the four tiles. */
export function fetchProspects(filter: ProspectFilter, offset: number, signal?: AbortSignal) {
  const search = filter.search.trim();
  return call(
    prospectEndpoints.listFrom,
    {
      params: { from: filter.from },
      query: {
        offset,
        limit: PROSPECT_PAGE_SIZE,
        tile: filter.tile ?? undefined,
        search: search || undefined,
        archived: filter.archived ? '1' : undefined,
        userIds: filter.userIds.length ? filter.userIds.join(',') : undefined,
      },
    },
    { signal },
  );
}

export const prospectsQueryOptions = (filter: ProspectFilter) =>
  infiniteQueryOptions({
    queryKey: prospectsKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchProspects(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.loadMore ? pages.reduce((sum, page) => sum + page.list.length, 0) : undefined,
  });

/** Load-more list: the pages loaded so far; the previous filter's list stays while the next one loads. */
export function useProspects(filter: ProspectFilter) {
  return useInfiniteQuery({ ...prospectsQueryOptions(filter), placeholderData: keepPreviousData });
}
