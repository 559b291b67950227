import { jobEndpoints } from '@batir/shared/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { storeJob } from './jobs';

/** POST /api/job/{id}/cancel. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'cancel'],
    mutationFn: (id: number) => call(jobEndpoints.cancel, { params: { id } }),
    meta: { errorSnackbar: true },
    onSuccess: (answer) => storeJob(queryClient, answer.job),
  });
}

/** Has the browser download a file from its five-minute address (the server names it). */
export function downloadFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** GET /api/job/{id}/link, then the download. */
export function useDownloadJob() {
  return useMutation({
    mutationKey: ['jobs', 'download'],
    mutationFn: async (id: number) => downloadFrom((await call(jobEndpoints.link, { params: { id } })).url),
    meta: { errorSnackbar: true },
  });
}
