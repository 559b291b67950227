import type { TProjectSearchResponse } from '@batir/shared/project-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/project/search?term=: up to 20 customer projects for pickers. */
export const projectSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['customers', 'projectSearch', term] as const,
    queryFn: ({ signal }) =>
      apiFetch<TProjectSearchResponse>(`/api/project/search?${new URLSearchParams({ term })}`, { signal }),
    staleTime: 30_000,
  });

export function useProjectSearch(term: string) {
  return useQuery({
    ...projectSearchQueryOptions(term.trim()),
    enabled: term.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
