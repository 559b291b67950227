import type { EndpointResponse } from '@batir/shared/contract';
import { reportsEndpoints } from '@batir/shared/contracts/reports';
import type { TReportBody } from '@batir/shared/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { reportsKeys } from './keys';

/** POST /api/report: type, description, page, and the ids of the attachments uploaded just before. */
export function createReport(body: TReportBody) {
  return call(reportsEndpoints.create, { body });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation<EndpointResponse<typeof reportsEndpoints.create>, ApiError, TReportBody>({
    mutationKey: ['reports', 'create'],
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKeys.lists() }),
  });
}
