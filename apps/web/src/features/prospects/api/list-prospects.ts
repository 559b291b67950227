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

/** The list's filters as GET /api/prospects takes them (and the export of the list, POST /api/export). */
export function prospectListQuery(filter: ProspectFilter): Record<string, string> {
  const search = filter.search.trim();
  return {
    ...(filter.tile ? { tile: filter.tile } : {}),
    ...(search ? { search } : {}),
    ...(filter.archived ? { archived: '1' } : {}),
    ...(filter.userIds.length ? { userIds: filter.userIds.join(',') } : {}),
  };
}

/** GET /api/prospects/{from}: one page of a tile, with the totals of the four tiles. */
export function fetchProspects(filter: ProspectFilter, offset: number, signal?: AbortSignal) {
  return call(
    prospectEndpoints.listFrom,
    {
      params: { from: filter.from },
      query: { offset, limit: PROSPECT_PAGE_SIZE, ...prospectListQuery(filter) },
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
