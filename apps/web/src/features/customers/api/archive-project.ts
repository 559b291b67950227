import type { TProjectArchiveResponse } from '@batir/shared/project-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { refreshCustomers } from './invalidate';

/** PUT /api/project/{id}/archive: archives one project or brings it back. */
export function useArchiveProject() {
  const queryClient = useQueryClient();
  return useMutation<TProjectArchiveResponse, ApiError, { id: number; archive: boolean }>({
    mutationFn: ({ id, archive }) =>
      apiFetch<TProjectArchiveResponse>(`/api/project/${id}/archive`, { method: 'PUT', body: { archive } }),
    onSuccess: () => {
      refreshCustomers(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
