import { financingEndpoints } from '@batir/shared/contracts/financing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshFinancing, useFinancingMutation } from './financing-mutation';

const cancel = (projectId: number) => call(financingEndpoints.cancel, { params: { project: projectId } });

/** PUT /api/financing/{project}/cancel (the spec's {id} is the project), from the project's screen. */
export function useCancelFinancing(projectId: number) {
  return useFinancingMutation(projectId, () => cancel(projectId));
}

/** The same from the dashboard, where the project is the variable. */
export function useCancelListedFinancing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancel,
    onSuccess: (_answer, projectId) => refreshFinancing(queryClient, projectId),
  });
}
