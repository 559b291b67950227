import type { TSheetInformationsInput, TSheetInformationsResponse } from '@batir/shared/projects';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { projectKey } from './project-header';

export const informationsKey = (projectId: number) => [...projectKey(projectId), 'informations'] as const;

/** GET /api/project/{project}/sheet/informations. */
export function fetchInformations(projectId: number, signal?: AbortSignal) {
  return apiFetch<TSheetInformationsResponse>(`/api/project/${projectId}/sheet/informations`, { signal });
}

export function useInformations(projectId: number) {
  return useQuery({
    queryKey: informationsKey(projectId),
    queryFn: ({ signal }) => fetchInformations(projectId, signal),
  });
}

/** PUT /api/project/{project}/sheet/informations (working damage sent as 1 or 0). */
export function useSaveInformations(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<TSheetInformationsResponse, ApiError, TSheetInformationsInput>({
    mutationFn: (body) =>
      apiFetch<TSheetInformationsResponse>(`/api/project/${projectId}/sheet/informations`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
