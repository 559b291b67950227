import type { TLand, TLandBody } from '@batir/shared/preconstruction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { landKey } from './land';

type Saved = { error: 0; message: string; land: TLand };

/** PUT /api/project/{project}/land. */
export function useSaveLand(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<Saved, ApiError, TLandBody>({
    mutationFn: (body) => apiFetch<Saved>(`/api/project/${projectId}/land`, { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(landKey(projectId), { error: 0, land: answer.land });
      // The progress gauge reads the deed date.
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
