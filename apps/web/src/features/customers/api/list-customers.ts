import { customersEndpoints } from '@batir/shared/contracts/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { customersKeys } from './keys';

export type CustomerFilter = { search: string; archived: boolean; page: number; itemsPerPage: number };

/** GET /api/customers: households with their number of projects, one page. */
export const customersQueryOptions = (filter: CustomerFilter) =>
  queryOptions({
    queryKey: customersKeys.list(filter),
    queryFn: ({ signal }) =>
      call(
        customersEndpoints.list,
        {
          query: {
            page: filter.page,
            itemsPerPage: filter.itemsPerPage,
            search: filter.search.trim() || undefined,
            archived: filter.archived ? '1' : undefined,
          },
        },
        { signal },
      ),
  });

export function useCustomers(filter: CustomerFilter) {
  return useQuery({ ...customersQueryOptions(filter), placeholderData: keepPreviousData });
}
