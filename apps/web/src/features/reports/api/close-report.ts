import type { EndpointResponse } from '@batir/shared/contract';
import { reportsEndpoints } from '@batir/shared/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { reportsKeys } from './keys';

/** PUT /api/report/{id}/close (admins). */
export function closeReport(id: number) {
  return call(reportsEndpoints.close, { params: { id } });
}

export function useCloseReport() {
  const queryClient = useQueryClient();
  return useMutation<EndpointResponse<typeof reportsEndpoints.close>, ApiError, number>({
    mutationKey: ['reports', 'close'],
    mutationFn: closeReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.lists() }),
  });
}
