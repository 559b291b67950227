import { customersEndpoints } from '@batir/shared/contracts/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { customersKeys } from './keys';

/** GET /api/customerInitData: salespeople the caller may filter on, steps, tiles and project states. */
export const customerInitDataQueryOptions = queryOptions({
  queryKey: customersKeys.initData(),
  queryFn: ({ signal }) => call(customersEndpoints.initData, {}, { signal }),
  staleTime: 5 * 60_000,
});

export function useCustomerInitData() {
  return useQuery(customerInitDataQueryOptions);
}
