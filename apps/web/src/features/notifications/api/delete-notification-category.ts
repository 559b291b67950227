import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type NotificationCategory, type NotificationsAnswer, storeNotifications } from './notifications';

export type CategoryKey = Pick<NotificationCategory, 'scType' | 'scName' | 'scId'>;

/** DELETE /api/backend_notification/category?scType=…&scName=…&scId=…: every notification of a category. */
export function deleteNotificationCategory(key: CategoryKey): Promise<NotificationsAnswer> {
  const query = new URLSearchParams({ scType: key.scType, scName: key.scName });
  if (key.scId !== null) query.set('scId', String(key.scId));
  return apiFetch<NotificationsAnswer>(`/api/backend_notification/category?${query}`, { method: 'DELETE' });
}

export function useDeleteNotificationCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'delete-category'],
    mutationFn: deleteNotificationCategory,
    onSuccess: (answer) => storeNotifications(queryClient, answer),
  });
}
