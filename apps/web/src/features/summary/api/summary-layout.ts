import {
  applyLayoutChange,
  type TSummaryActiveBody,
  type TSummaryLayoutChange,
  type TSummaryLayoutItem,
  type TSummaryLayoutResponse,
  type TSummarySizeBody,
} from '@batir/shared/summary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const summaryLayoutQueryKey = ['summary', 'layout'] as const;

/** GET /api/summary/layout: every category (hidden ones too) sorted by weight. */
export async function fetchSummaryLayout(signal?: AbortSignal): Promise<TSummaryLayoutItem[]> {
  return (await apiFetch<TSummaryLayoutResponse>('/api/summary/layout', { signal })).layout;
}

export function useSummaryLayout() {
  return useQuery({ queryKey: summaryLayoutQueryKey, queryFn: ({ signal }) => fetchSummaryLayout(signal) });
}

/** PUT /api/summary/weight | size | active: each answers the whole layout. */
export function changeSummaryLayout(change: TSummaryLayoutChange): Promise<TSummaryLayoutResponse> {
  if (change.kind === 'weight') {
    return apiFetch('/api/summary/weight', { method: 'PUT', body: { userSummaryCategory: change.order } });
  }
  const { kind, ...summaryCategory } = change;
  const body: { summaryCategory: TSummarySizeBody | TSummaryActiveBody } = { summaryCategory };
  return apiFetch(`/api/summary/${kind}`, { method: 'PUT', body });
}

/** Applies the change at once on screen, then keeps the server's answer (or goes back on failure). */
export function useChangeSummaryLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'layout', 'change'],
    mutationFn: changeSummaryLayout,
    meta: { errorSnackbar: true },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: summaryLayoutQueryKey });
      const previous = queryClient.getQueryData<TSummaryLayoutItem[]>(summaryLayoutQueryKey);
      if (previous) queryClient.setQueryData(summaryLayoutQueryKey, applyLayoutChange(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(summaryLayoutQueryKey, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(summaryLayoutQueryKey, answer.layout),
  });
}
