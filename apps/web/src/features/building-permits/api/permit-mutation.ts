import type { TBpOkResponse } from '@batir/shared/building-permits';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { buildingPermitsKey } from './keys';

/** After a change: the permit screens, the dashboard, the summary counters and the project list are stale. */
export function refreshPermits(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: buildingPermitsKey });
  void queryClient.invalidateQueries({ queryKey: ['summary'] });
  void queryClient.invalidateQueries({ queryKey: ['projects'] });
}

/**
 * One permit change: sends `method path` with the variables as body, shows the server's message in the
 * snackbar and refreshes the data; a failure shows its French message (errorSnackbar).
 */
export function usePermitMutation<TVariables = void, TAnswer extends { error: 0 } = TBpOkResponse>(
  method: 'PUT' | 'POST',
  path: string | ((variables: TVariables) => string),
  successText?: (answer: TAnswer) => string,
) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation<TAnswer, ApiError, TVariables>({
    mutationFn: (variables) =>
      apiFetch<TAnswer>(typeof path === 'function' ? path(variables) : path, {
        method,
        body: variables === undefined ? {} : variables,
      }),
    meta: { errorSnackbar: true },
    onSuccess: (answer) => {
      const text =
        successText?.(answer) ??
        ('message' in answer && typeof answer.message === 'string' ? answer.message : undefined);
      snackbar.show(text ? { text } : undefined);
      refreshPermits(queryClient);
    },
  });
}
