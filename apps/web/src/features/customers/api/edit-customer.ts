import type { TCustomerEditBody, TCustomerResponse } from '@batir/shared/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { refreshCustomers } from './invalidate';

/** POST /api/customers/{customer}: the household's contact details. */
export function useEditCustomer(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation<TCustomerResponse, ApiError, TCustomerEditBody>({
    mutationFn: (body) =>
      apiFetch<TCustomerResponse>(`/api/customers/${customerId}`, { method: 'POST', body }),
    onSuccess: () => refreshCustomers(queryClient),
  });
}
