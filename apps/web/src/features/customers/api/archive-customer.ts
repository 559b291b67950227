import type { TCustomerArchiveResponse } from '@batir/shared/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { refreshCustomers } from './invalidate';

/** POST /api/customer/archive archives the household (and its projects); DELETE brings it back. */
export function useArchiveCustomer() {
  const queryClient = useQueryClient();
  return useMutation<TCustomerArchiveResponse, ApiError, { customer: number; archive: boolean }>({
    mutationFn: ({ customer, archive }) =>
      apiFetch<TCustomerArchiveResponse>('/api/customer/archive', {
        method: archive ? 'POST' : 'DELETE',
        body: { customer },
      }),
    onSuccess: () => refreshCustomers(queryClient),
  });
}
