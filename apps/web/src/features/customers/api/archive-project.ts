import type { EndpointResponse } from '@batir/shared/contract';
import { customersEndpoints } from '@batir/shared/contracts/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { projectsKeys } from '../../projects/api/keys';
import { refreshCustomers } from './invalidate';

/** PUT /api/project/{id}/archive: archives one project or brings it back. */
export function useArchiveProject() {
  const queryClient = useQueryClient();
  return useMutation<
    EndpointResponse<typeof customersEndpoints.archiveProject>,
    ApiError,
    { id: number; archive: boolean }
  >({
    mutationFn: ({ id, archive }) =>
      call(customersEndpoints.archiveProject, { params: { id }, body: { archive } }),
    onSuccess: () => {
      refreshCustomers(queryClient);
      void queryClient.invalidateQueries({ queryKey: projectsKeys.all });
    },
  });
}
