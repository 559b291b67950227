import type { TReport, TReportBody } from '@batir/shared/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { reportListBaseKey } from './report-list';

export type CreateReportAnswer = { error: 0; message: string; report: TReport };

/** POST /api/report: type, description, page, and the ids of the attachments uploaded just before. */
export function createReport(body: TReportBody): Promise<CreateReportAnswer> {
  return apiFetch<CreateReportAnswer>('/api/report', { method: 'POST', body });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation<CreateReportAnswer, ApiError, TReportBody>({
    mutationKey: ['reports', 'create'],
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportListBaseKey }),
  });
}
