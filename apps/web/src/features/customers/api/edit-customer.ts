import type { EndpointResponse } from '@batir/shared/contract';
import { customersEndpoints } from '@batir/shared/contracts/customers';
import type { TCustomerEditBody } from '@batir/shared/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { refreshCustomers } from './invalidate';

/** POST /api/customers/{customer}: the household's contact details. */
export function useEditCustomer(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResponse<typeof customersEndpoints.edit>, ApiError, TCustomerEditBody>({
    mutationFn: (body) => call(customersEndpoints.edit, { params: { customer: customerId }, body }),
    onSuccess: () => refreshCustomers(queryClient),
  });
}
