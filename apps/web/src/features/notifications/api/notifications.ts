import type { TNotificationCategory } from '@batir/shared/notifications';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type NotificationCategory = TNotificationCategory;
export type NotificationItem = TNotificationCategory['children'][number];
/** Every notification call answers the unread total and the whole list, grouped by category. */
export type NotificationsAnswer = { error: 0; total: number; list: NotificationCategory[] };

export const notificationsQueryKey = ['notifications'] as const;

/** GET /api/backend_notification. */
export function fetchNotifications(signal?: AbortSignal): Promise<NotificationsAnswer> {
  return apiFetch<NotificationsAnswer>('/api/backend_notification', { signal });
}

/** The bell's total and the panel's list. The live event refetches it (api/live-notifications.ts). */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => fetchNotifications(signal),
    staleTime: 60_000,
  });
}

export function storeNotifications(queryClient: QueryClient, answer: NotificationsAnswer): void {
  queryClient.setQueryData(notificationsQueryKey, answer);
}
