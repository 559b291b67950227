import { projectDocumentsEndpoints } from '@batir/shared/contracts/project-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { projectDocumentsKeys } from './keys';

/** GET /api/project/{project}/mailSms: the project's e-mails and SMS, newest first. */
export function fetchMailSms(projectId: number, signal?: AbortSignal) {
  return call(projectDocumentsEndpoints.mailSms, { params: { project: projectId } }, { signal });
}

export const mailSmsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectDocumentsKeys.mailSms(projectId),
    queryFn: ({ signal }) => fetchMailSms(projectId, signal),
    // Pending messages turn to sent within seconds (outbox worker): read again while any waits.
    refetchInterval: (query) =>
      query.state.data &&
      [...query.state.data.mails, ...query.state.data.sms].some((m) => m.status === 'pending')
        ? 5000
        : false,
  });

export function useMailSms(projectId: number) {
  return useQuery(mailSmsQueryOptions(projectId));
}
