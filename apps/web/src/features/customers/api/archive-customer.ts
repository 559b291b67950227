import type { EndpointResponse } from '@batir/shared/contract';
import { customersEndpoints } from '@batir/shared/contracts/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { refreshCustomers } from './invalidate';

/** POST /api/customer/archive archives the household (and its projects); DELETE brings it back. */
export function useArchiveCustomer() {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointResponse<typeof customersEndpoints.archive>,
    ApiError,
    { customer: number; archive: boolean }
  >({
    mutationFn: ({ customer, archive }) =>
      archive
        ? call(customersEndpoints.archive, { body: { customer } })
        : call(customersEndpoints.unarchive, { query: {}, body: { customer } }),
    onSuccess: () => refreshCustomers(queryClient),
  });
}
