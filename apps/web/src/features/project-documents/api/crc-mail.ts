import { projectDocumentsEndpoints } from '@batir/shared/contracts/project-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectDocumentsKeys } from './keys';

/** POST /api/project/{project}/crcMail {message?}: the CRC state mailed to the customer. */
export function useSendCrcMail(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['projectDocuments', 'crcMail', projectId],
    meta: { errorSnackbar: true },
    mutationFn: (message: string) =>
      call(projectDocumentsEndpoints.crcMail, {
        params: { project: projectId },
        body: message.trim() ? { message: message.trim() } : {},
      }),
    // The mail appears on the relationship screen.
    onSuccess: () => client.invalidateQueries({ queryKey: projectDocumentsKeys.mailSms(projectId) }),
  });
}
