import type { TCustomerInitDataResponse } from '@batir/shared/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/customerInitData: salespeople the caller may filter on, steps, tiles and project states. */
export const customerInitDataQueryOptions = queryOptions({
  queryKey: ['customers', 'initData'] as const,
  queryFn: ({ signal }) => apiFetch<TCustomerInitDataResponse>('/api/customerInitData', { signal }),
  staleTime: 5 * 60_000,
});

export function useCustomerInitData() {
  return useQuery(customerInitDataQueryOptions);
}
