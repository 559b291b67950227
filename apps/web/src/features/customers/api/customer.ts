import { customersEndpoints } from '@batir/shared/contracts/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { customersKeys } from './keys';

/** GET /api/customers/{customer}: the household and its projects. */
export const customerQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: customersKeys.one(customerId),
    queryFn: ({ signal }) => call(customersEndpoints.get, { params: { customer: customerId } }, { signal }),
  });

export function useCustomer(customerId: number | null) {
  return useQuery({ ...customerQueryOptions(customerId ?? 0), enabled: customerId !== null });
}
