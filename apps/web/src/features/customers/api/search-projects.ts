import { customersEndpoints } from '@batir/shared/contracts/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { customersKeys } from './keys';

/** GET /api/project/search?term=: up to 20 customer projects for pickers. */
export const projectSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: customersKeys.projectSearch(term),
    queryFn: ({ signal }) => call(customersEndpoints.projectSearch, { query: { term } }, { signal }),
    staleTime: 30_000,
  });

export function useProjectSearch(term: string) {
  return useQuery({
    ...projectSearchQueryOptions(term.trim()),
    enabled: term.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
