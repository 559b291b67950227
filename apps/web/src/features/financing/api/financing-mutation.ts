import type { EndpointResponse } from '@batir/shared/contract';
import type { financingEndpoints } from '@batir/shared/contracts/financing';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { summaryKeys } from '../../summary/api/keys';
import { financingKeys } from './keys';

/** What every change of a project's financing answers: its message and the financing after it. */
export type FinancingChange = EndpointResponse<typeof financingEndpoints.request>;

/** After a change: the project's financing, the dashboard lists and the summary counters are stale. */
export function refreshFinancing(queryClient: QueryClient, projectId: number) {
  void queryClient.invalidateQueries({ queryKey: financingKeys.project(projectId) });
  void queryClient.invalidateQueries({ queryKey: financingKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: summaryKeys.all });
}

/** One change of a project's financing; the answer (the financing after it) lands in the cache at once. */
export function useFinancingMutation<TVariables>(
  projectId: number,
  mutationFn: (variables: TVariables) => Promise<FinancingChange>,
) {
  const queryClient = useQueryClient();
  return useMutation<FinancingChange, ApiError, TVariables>({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(financingKeys.project(projectId), (current: unknown) =>
        current && typeof current === 'object' ? { ...current, financing: answer.financing } : current,
      );
      refreshFinancing(queryClient, projectId);
    },
  });
}
