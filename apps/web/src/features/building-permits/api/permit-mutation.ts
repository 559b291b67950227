import type { Endpoint, EndpointInput, EndpointResponse } from '@batir/shared/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar';
import { type ApiError, call } from '../../../lib/api-client';
import { customersKeys } from '../../customers/api/keys';
import { summaryKeys } from '../../summary/api/keys';
import { bpKeys } from './keys';

/** After a change: the permit screens, the dashboard, the summary counters and the project list are stale. */
export function refreshPermits(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: bpKeys.all });
  void queryClient.invalidateQueries({ queryKey: summaryKeys.all });
  void queryClient.invalidateQueries({ queryKey: customersKeys.projectLists() });
}

/** A permit change: an endpoint of `/api/…/:project/…` answering `{ error: 0, message? }`. */
type PermitEndpoint = Endpoint & { method: 'PUT' | 'POST' };
type Body<E extends PermitEndpoint> = EndpointInput<E> extends { body: infer B } ? B : undefined;

/**
 * One permit change on the project `projectId`: calls `endpoint` with the variables as body (or as
 * `toInput` says), shows the server's message in the snackbar and refreshes the data; a failure shows its
 * French message (errorSnackbar).
 */
export function usePermitMutation<E extends PermitEndpoint, TVariables = Body<E>>(
  endpoint: E,
  projectId: number,
  toInput?: (variables: TVariables) => EndpointInput<E>,
) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation<EndpointResponse<E>, ApiError, TVariables>({
    mutationFn: (variables) => {
      const input = toInput
        ? toInput(variables)
        : ({ params: { project: projectId }, body: variables ?? {} } as unknown as EndpointInput<E>);
      return (call as (endpoint: E, input: EndpointInput<E>) => Promise<EndpointResponse<E>>)(
        endpoint,
        input,
      );
    },
    meta: { errorSnackbar: true },
    onSuccess: (answer) => {
      const message = (answer as { message?: unknown }).message;
      snackbar.show(typeof message === 'string' ? { text: message } : undefined);
      refreshPermits(queryClient);
    },
  });
}
