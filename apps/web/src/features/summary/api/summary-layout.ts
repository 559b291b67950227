import { summaryEndpoints } from '@batir/shared/contracts/summary';
import { applyLayoutChange, type TSummaryLayoutChange, type TSummaryLayoutItem } from '@batir/shared/summary';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PREFETCHED_FRESH_MS } from '../../../lib/pages';
import { summaryKeys } from './keys';

/** GET /api/summary/layout: every category (hidden ones too) sorted by weight. */
export async function fetchSummaryLayout(signal?: AbortSignal): Promise<TSummaryLayoutItem[]> {
  return (await call(summaryEndpoints.layout, {}, { signal })).layout;
}

export const summaryLayoutQueryOptions = queryOptions({
  queryKey: summaryKeys.layout(),
  queryFn: ({ signal }) => fetchSummaryLayout(signal),
  // Prefetched by the summary page's loader (summary-page.tsx `prefetch`).
  staleTime: PREFETCHED_FRESH_MS,
});

export function useSummaryLayout() {
  return useQuery(summaryLayoutQueryOptions);
}

/** PUT /api/summary/weight | size | active: each answers the whole layout. */
export function changeSummaryLayout(change: TSummaryLayoutChange) {
  switch (change.kind) {
    case 'weight':
      return call(summaryEndpoints.weight, { body: { userSummaryCategory: change.order } });
    case 'size': {
      const { kind: _kind, ...summaryCategory } = change;
      return call(summaryEndpoints.size, { body: { summaryCategory } });
    }
    case 'active': {
      const { kind: _kind, ...summaryCategory } = change;
      return call(summaryEndpoints.active, { body: { summaryCategory } });
    }
  }
}

/** Applies the change at once on screen, then keeps the server's answer (or goes back on failure). */
export function useChangeSummaryLayout() {
  const queryClient = useQueryClient();
  const key = summaryKeys.layout();
  return useMutation({
    mutationKey: ['summary', 'layout', 'change'],
    mutationFn: changeSummaryLayout,
    meta: { errorSnackbar: true },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TSummaryLayoutItem[]>(key);
      if (previous) queryClient.setQueryData(key, applyLayoutChange(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer.layout),
  });
}
