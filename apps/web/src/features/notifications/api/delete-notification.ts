import { notificationsEndpoints } from '@batir/shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type NotificationsAnswer, storeNotifications } from './notifications';

/** DELETE /api/backend_notification/{id}. */
export function deleteNotification(id: number): Promise<NotificationsAnswer> {
  return call(notificationsEndpoints.remove, { params: { id } });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'delete'],
    mutationFn: deleteNotification,
    onSuccess: (answer) => storeNotifications(queryClient, answer),
  });
}
