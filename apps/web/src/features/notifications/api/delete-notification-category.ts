import { notificationsEndpoints } from '@batir/shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type NotificationCategory, type NotificationsAnswer, storeNotifications } from './notifications';

export type CategoryKey = Pick<NotificationCategory, 'scType' | 'scName' | 'scId'>;

/** DELETE /api/backend_notification/category?scType=…&scName=…&scId=…: every notification of a category. */
export function deleteNotificationCategory(key: CategoryKey): Promise<NotificationsAnswer> {
  return call(notificationsEndpoints.removeCategory, {
    query: { scType: key.scType, scName: key.scName, scId: key.scId ?? undefined },
    body: undefined,
  });
}

export function useDeleteNotificationCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'delete-category'],
    mutationFn: deleteNotificationCategory,
    onSuccess: (answer) => storeNotifications(queryClient, answer),
  });
}
