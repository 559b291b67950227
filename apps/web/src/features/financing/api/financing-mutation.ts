import type { TFinancingOkResponse } from '@batir/shared/financing';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { financingListsKey } from './list-financings';
import { projectFinancingKey } from './project-financing';

/** After a change: the project's financing, the dashboard lists and the summary counters are stale. */
export function refreshFinancing(queryClient: QueryClient, projectId: number) {
  void queryClient.invalidateQueries({ queryKey: projectFinancingKey(projectId) });
  void queryClient.invalidateQueries({ queryKey: financingListsKey });
  void queryClient.invalidateQueries({ queryKey: ['summary'] });
}

/** One change of a project's financing; the answer (the financing after it) lands in the cache at once. */
export function useFinancingMutation<TVariables>(
  projectId: number,
  mutationFn: (variables: TVariables) => Promise<TFinancingOkResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation<TFinancingOkResponse, ApiError, TVariables>({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(projectFinancingKey(projectId), (current: unknown) =>
        current && typeof current === 'object' ? { ...current, financing: answer.financing } : current,
      );
      refreshFinancing(queryClient, projectId);
    },
  });
}
