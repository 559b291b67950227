import type {
  TBpTile,
  TProjectListResponse,
  TProjectSortField,
  TProjectStepFilter,
} from '@batir/shared/project-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
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

export const projectsQueryKey = customersKeys.projectLists();

/** The query string of GET /api/project (filters, sort and page; 1-based page). */
export function projectListQuery(filter: ProjectFilter): URLSearchParams {
  const query = new URLSearchParams({
    step: String(filter.step),
    tile: filter.tile,
    sort: filter.sort,
    order: filter.order,
    page: String(filter.page),
    itemsPerPage: String(filter.itemsPerPage),
  });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.salesmen.length) query.set('salesmen', filter.salesmen.join(','));
  if (filter.archived) query.set('archived', '1');
  return query;
}

/** GET /api/project: one page of the project list and the counts of the four building-permit tiles. */
export function fetchProjects(filter: ProjectFilter, signal?: AbortSignal) {
  return apiFetch<TProjectListResponse>(`/api/project?${projectListQuery(filter)}`, { signal });
}

export const projectsQueryOptions = (filter: ProjectFilter) =>
  queryOptions({
    queryKey: [...projectsQueryKey, filter] as const,
    queryFn: ({ signal }) => fetchProjects(filter, signal),
  });

/** The previous page stays on screen while the next filter loads. */
export function useProjects(filter: ProjectFilter) {
  return useQuery({ ...projectsQueryOptions(filter), placeholderData: keepPreviousData });
}
