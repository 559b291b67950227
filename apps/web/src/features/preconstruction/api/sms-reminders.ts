import type { TSmsReminder } from '@batir/shared/preconstruction';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const smsRemindersKey = (projectId: number) => ['preconstruction', 'sms', projectId] as const;

/** GET /api/preconstruction/{project}/smsReminder: the SMS already sent, and the mobile they go to. */
export function useSmsReminders(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: smsRemindersKey(projectId),
    queryFn: ({ signal }) =>
      apiFetch<{ error: 0; phone: string | null; reminders: TSmsReminder[] }>(
        `/api/preconstruction/${projectId}/smsReminder`,
        { signal },
      ),
    enabled,
  });
}
