import { exportEndpoints } from '@batir/shared/contracts/exports';
import type { TExportBody } from '@batir/shared/exports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { downloadFrom } from './job-actions';
import { storeJob } from './jobs';

/**
 * POST /api/export: a small list downloads at once; a large one becomes a job that the top bar's
 * « Mes tâches » follows. Answers whether it downloaded.
 */
export function useExportList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'export'],
    mutationFn: (body: TExportBody) => call(exportEndpoints.export, { body }),
    meta: { errorSnackbar: true },
    onSuccess: (answer) => {
      storeJob(queryClient, answer.job);
      if (answer.url) downloadFrom(answer.url);
    },
  });
}
