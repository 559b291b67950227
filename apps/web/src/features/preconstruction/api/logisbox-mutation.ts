import type { Endpoint, EndpointInput, EndpointResponse } from '@batir/shared/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { projectsKeys } from '../../projects/api/keys';
import { summaryKeys } from '../../summary/api/keys';
import { preconstructionKeys } from './keys';

/** After a logisbox change: the logisbox lists, the summary counters and the project screens are stale. */
export function refreshLogisbox(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: preconstructionKeys.logisbox() });
  void queryClient.invalidateQueries({ queryKey: summaryKeys.all });
  void queryClient.invalidateQueries({ queryKey: projectsKeys.all });
}

type Body<E extends Endpoint> = EndpointInput<E> extends { body: infer B } ? B : never;

/** A logisbox action of `/api/project/:project/…`: the variables are the project and the body. */
export function useLogisboxMutation<E extends Endpoint & { params: unknown; body: unknown }>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResponse<E>, ApiError, { projectId: number } & Body<E>>({
    mutationFn: ({ projectId, ...body }) =>
      (call as (endpoint: E, input: unknown) => Promise<EndpointResponse<E>>)(endpoint, {
        params: { project: projectId },
        body,
      }),
    onSuccess: () => refreshLogisbox(queryClient),
  });
}
