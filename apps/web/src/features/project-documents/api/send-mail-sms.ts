import { projectDocumentsEndpoints } from '@batir/shared/contracts/project-documents';
import type { TMailSmsBody } from '@batir/shared/project-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectDocumentsKeys } from './keys';

/** POST /api/project/{project}/mailSms {channel, subject?, message} */
export function useSendMailSms(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['projectDocuments', 'sendMailSms', projectId],
    mutationFn: (body: TMailSmsBody) =>
      call(projectDocumentsEndpoints.sendMailSms, { params: { project: projectId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectDocumentsKeys.mailSms(projectId) }),
  });
}
