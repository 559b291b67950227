import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type NotificationsAnswer, storeNotifications } from './notifications';

/** DELETE /api/backend_notification/{id}. */
export function deleteNotification(id: number): Promise<NotificationsAnswer> {
  return apiFetch<NotificationsAnswer>(`/api/backend_notification/${id}`, { method: 'DELETE' });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'delete'],
    mutationFn: deleteNotification,
    onSuccess: (answer) => storeNotifications(queryClient, answer),
  });
}
