import { notificationsEndpoints } from '@batir/shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type NotificationsAnswer, storeNotifications } from './notifications';

/** PUT /api/backend_notification/read: the given notifications, or all of them without ids. */
export function markNotificationsRead(ids?: number[]): Promise<NotificationsAnswer> {
  return call(notificationsEndpoints.markRead, { body: ids ? { ids } : {} });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'read'],
    mutationFn: (ids?: number[]) => markNotificationsRead(ids),
    onSuccess: (answer) => storeNotifications(queryClient, answer),
  });
}
