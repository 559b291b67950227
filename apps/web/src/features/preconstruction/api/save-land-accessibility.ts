import type { TLand, TLandAccessibility } from '@batir/shared/preconstruction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { landKey } from './land';

type Saved = { error: 0; message: string; land: TLand };

/** PUT /api/project/{project}/saveLandAccessibility. */
export function useSaveLandAccessibility(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<Saved, ApiError, TLandAccessibility>({
    mutationFn: (accessibility) =>
      apiFetch<Saved>(`/api/project/${projectId}/saveLandAccessibility`, {
        method: 'PUT',
        body: { accessibility },
      }),
    onSuccess: (answer) => queryClient.setQueryData(landKey(projectId), { error: 0, land: answer.land }),
  });
}
