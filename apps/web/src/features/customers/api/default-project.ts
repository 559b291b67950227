import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { refreshCustomers } from './invalidate';

type DefaultProjectResponse = { error: 0; defaultProjectId: number; message: string };

/** POST /api/customer/project/default: the project opened first for a household with several. */
export function useDefaultProject() {
  const queryClient = useQueryClient();
  return useMutation<DefaultProjectResponse, ApiError, { customer: number; project: number }>({
    mutationFn: (body) =>
      apiFetch<DefaultProjectResponse>('/api/customer/project/default', { method: 'POST', body }),
    onSuccess: () => refreshCustomers(queryClient),
  });
}
