import type { TReport } from '@batir/shared/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { reportListBaseKey } from './report-list';

export type CloseReportAnswer = { error: 0; message: string; report: TReport };

/** PUT /api/report/{id}/close (admins). */
export function closeReport(id: number): Promise<CloseReportAnswer> {
  return apiFetch<CloseReportAnswer>(`/api/report/${id}/close`, { method: 'PUT' });
}

export function useCloseReport() {
  const queryClient = useQueryClient();
  return useMutation<CloseReportAnswer, ApiError, number>({
    mutationKey: ['reports', 'close'],
    mutationFn: closeReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportListBaseKey }),
  });
}
