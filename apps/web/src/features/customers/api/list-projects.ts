import { customersEndpoints } from '@batir/shared/contracts/customers';
import type { TBpTile, TProjectSortField, TProjectStepFilter } from '@batir/shared/project-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { customersKeys } from './keys';

export type ProjectFilter = {
  step: TProjectStepFilter | 'all';
  tile: TBpTile | 'all';
  search: string;
  salesmen: number[];
  archived: boolean;
  sort: TProjectSortField;
  order: 'asc' | 'desc';
  page: number;
  itemsPerPage: number;
};

/** The query of GET /api/project (filters, sort and page; 1-based page). */
export function projectListQuery(filter: ProjectFilter) {
  return {
    step: filter.step,
    tile: filter.tile,
    sort: filter.sort,
    order: filter.order,
    page: filter.page,
    itemsPerPage: filter.itemsPerPage,
    search: filter.search.trim() || undefined,
    salesmen: filter.salesmen.length ? filter.salesmen.join(',') : undefined,
    archived: filter.archived ? ('1' as const) : undefined,
  };
}

/** GET /api/project: one page of the project list and the counts of the four building-permit tiles. */
export function fetchProjects(filter: ProjectFilter, signal?: AbortSignal) {
  return call(customersEndpoints.projectList, { query: projectListQuery(filter) }, { signal });
}

export const projectsQueryOptions = (filter: ProjectFilter) =>
  queryOptions({
    queryKey: customersKeys.projectList(filter),
    queryFn: ({ signal }) => fetchProjects(filter, signal),
  });

/** The previous page stays on screen while the next filter loads. */
export function useProjects(filter: ProjectFilter) {
  return useQuery({ ...projectsQueryOptions(filter), placeholderData: keepPreviousData });
}
