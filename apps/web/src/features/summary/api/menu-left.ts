import type { TMenuLeftBody, TMenuLeftResponse } from '@batir/shared/summary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type MenuLeftLine = TMenuLeftResponse['menuLeft'][number];
export const menuLeftQueryKey = ['summary', 'menuLeft'] as const;

/** GET /api/summary/menuLeft: the left-menu lines; the active ones are the shortcuts. */
export async function fetchMenuLeft(signal?: AbortSignal): Promise<MenuLeftLine[]> {
  return (await apiFetch<TMenuLeftResponse>('/api/summary/menuLeft', { signal })).menuLeft;
}

export function useMenuLeft() {
  return useQuery({ queryKey: menuLeftQueryKey, queryFn: ({ signal }) => fetchMenuLeft(signal) });
}

/** PUT /api/summary/menuLeft. */
export function useSaveMenuLeft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'menuLeft', 'save'],
    mutationFn: (body: TMenuLeftBody) =>
      apiFetch<TMenuLeftResponse>('/api/summary/menuLeft', { method: 'PUT', body }),
    meta: { errorSnackbar: true },
    onSuccess: (answer) => queryClient.setQueryData(menuLeftQueryKey, answer.menuLeft),
  });
}
