import { prospectEndpoints } from '@batir/shared/contracts/prospects';
import type { TProspectValues } from '@batir/shared/prospects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { prospectsKeys } from './keys';

/** POST /api/prospect: the customer and its prospect project. */
export function addProspect(body: TProspectValues) {
  return call(prospectEndpoints.add, { body });
}

export function useAddProspect() {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof addProspect>>, ApiError, TProspectValues>({
    mutationFn: addProspect,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: prospectsKeys.lists() }),
  });
}
