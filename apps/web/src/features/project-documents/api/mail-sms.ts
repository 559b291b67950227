import type { TMailSmsResponse } from '@batir/shared/project-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectDocumentsKey } from './keys';

export const mailSmsKey = (projectId: number) => [...projectDocumentsKey(projectId), 'mailSms'] as const;

/** GET /api/project/{project}/mailSms: the project's e-mails and SMS, newest first. */
export function fetchMailSms(projectId: number, signal?: AbortSignal): Promise<TMailSmsResponse> {
  return apiFetch<TMailSmsResponse>(`/api/project/${projectId}/mailSms`, { signal });
}

export const mailSmsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: mailSmsKey(projectId),
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
