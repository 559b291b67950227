import { summaryEndpoints } from '@batir/shared/contracts/summary';
import type { TMenuLeftBody, TMenuLeftResponse } from '@batir/shared/summary';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PREFETCHED_FRESH_MS } from '../../../lib/pages';
import { summaryKeys } from './keys';

export type MenuLeftLine = TMenuLeftResponse['menuLeft'][number];

/** GET /api/summary/menuLeft: the left-menu lines; the active ones are the shortcuts. */
export async function fetchMenuLeft(signal?: AbortSignal): Promise<MenuLeftLine[]> {
  return (await call(summaryEndpoints.menuLeft, {}, { signal })).menuLeft;
}

export const menuLeftQueryOptions = queryOptions({
  queryKey: summaryKeys.menuLeft(),
  queryFn: ({ signal }) => fetchMenuLeft(signal),
  // Prefetched by the summary page's loader (summary-page.tsx `prefetch`).
  staleTime: PREFETCHED_FRESH_MS,
});

export function useMenuLeft() {
  return useQuery(menuLeftQueryOptions);
}

/** PUT /api/summary/menuLeft. */
export function useSaveMenuLeft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'menuLeft', 'save'],
    mutationFn: (body: TMenuLeftBody) => call(summaryEndpoints.saveMenuLeft, { body }),
    meta: { errorSnackbar: true },
    onSuccess: (answer) => queryClient.setQueryData(summaryKeys.menuLeft(), answer.menuLeft),
  });
}
