import type { TCustomerResponse } from '@batir/shared/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const customerKey = (customerId: number) => ['customers', 'one', customerId] as const;

/** GET /api/customers/{customer}: the household and its projects. */
export const customerQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: customerKey(customerId),
    queryFn: ({ signal }) => apiFetch<TCustomerResponse>(`/api/customers/${customerId}`, { signal }),
  });

export function useCustomer(customerId: number | null) {
  return useQuery({ ...customerQueryOptions(customerId ?? 0), enabled: customerId !== null });
}
