import type { EndpointResponse } from '@batir/shared/contract';
import { customersEndpoints } from '@batir/shared/contracts/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { refreshCustomers } from './invalidate';

/** POST /api/customer/project/default: the project opened first for a household with several. */
export function useDefaultProject() {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointResponse<typeof customersEndpoints.defaultProject>,
    ApiError,
    { customer: number; project: number }
  >({
    mutationFn: (body) => call(customersEndpoints.defaultProject, { body }),
    onSuccess: () => refreshCustomers(queryClient),
  });
}
