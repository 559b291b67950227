import type { TCustomerListResponse } from '@batir/shared/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type CustomerFilter = { search: string; archived: boolean; page: number; itemsPerPage: number };

export const customersQueryKey = ['customers', 'list'] as const;

/** GET /api/customers: households with their number of projects, one page. */
export const customersQueryOptions = (filter: CustomerFilter) =>
  queryOptions({
    queryKey: [...customersQueryKey, filter] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(filter.page),
        itemsPerPage: String(filter.itemsPerPage),
      });
      if (filter.search.trim()) query.set('search', filter.search.trim());
      if (filter.archived) query.set('archived', '1');
      return apiFetch<TCustomerListResponse>(`/api/customers?${query}`, { signal });
    },
  });

export function useCustomers(filter: CustomerFilter) {
  return useQuery({ ...customersQueryOptions(filter), placeholderData: keepPreviousData });
}
