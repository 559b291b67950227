import type { TMailSmsBody, TRelationshipMessage } from '@batir/shared/project-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mailSmsKey } from './mail-sms';

/** POST /api/project/{project}/mailSms {channel, subject?, message} */
export function useSendMailSms(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['projectDocuments', 'sendMailSms', projectId],
    mutationFn: (body: TMailSmsBody) =>
      apiFetch<{ error: 0; message: string; sent: TRelationshipMessage }>(
        `/api/project/${projectId}/mailSms`,
        {
          method: 'POST',
          body,
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: mailSmsKey(projectId) }),
  });
}
