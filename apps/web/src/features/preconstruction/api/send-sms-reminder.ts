import type { TSmsReminder, TSmsReminderBody } from '@batir/shared/preconstruction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { smsRemindersKey } from './sms-reminders';

type Sent = { error: 0; message: string; reminder: TSmsReminder };

/** POST /api/preconstruction/{project}/smsReminder {message}. */
export function useSendSmsReminder(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<Sent, ApiError, TSmsReminderBody>({
    mutationFn: (body) =>
      apiFetch<Sent>(`/api/preconstruction/${projectId}/smsReminder`, { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: smsRemindersKey(projectId) }),
  });
}
