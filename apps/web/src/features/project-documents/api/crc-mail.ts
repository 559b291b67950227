import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectDocumentsKey } from './keys';

/** POST /api/project/{project}/crcMail {message?}: the CRC state mailed to the customer. */
export function useSendCrcMail(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['projectDocuments', 'crcMail', projectId],
    meta: { errorSnackbar: true },
    mutationFn: (message: string) =>
      apiFetch<{ error: 0; message: string }>(`/api/project/${projectId}/crcMail`, {
        method: 'POST',
        body: message.trim() ? { message: message.trim() } : {},
      }),
    // The mail appears on the relationship screen.
    onSuccess: () => client.invalidateQueries({ queryKey: [...projectDocumentsKey(projectId), 'mailSms'] }),
  });
}
