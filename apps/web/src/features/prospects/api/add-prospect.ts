import type { TProspectValues } from '@batir/shared/prospects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { prospectsQueryKey } from './list-prospects';

type AddResponse = { error: 0; projectId: number; customerId: number };

/** POST /api/prospect: the customer and its prospect project. */
export function addProspect(body: TProspectValues): Promise<AddResponse> {
  return apiFetch<AddResponse>('/api/prospect', { method: 'POST', body });
}

export function useAddProspect() {
  const queryClient = useQueryClient();
  return useMutation<AddResponse, ApiError, TProspectValues>({
    mutationFn: addProspect,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: prospectsQueryKey }),
  });
}
