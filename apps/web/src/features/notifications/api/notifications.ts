import { notificationsEndpoints } from '@batir/shared/contracts/notifications';
import type { TNotificationCategory } from '@batir/shared/notifications';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

export type NotificationCategory = TNotificationCategory;
export type NotificationItem = TNotificationCategory['children'][number];
/** Every notification call answers the unread total and the whole list, grouped by category. */
export type NotificationsAnswer = Awaited<ReturnType<typeof fetchNotifications>>;

/** GET /api/backend_notification. */
export function fetchNotifications(signal?: AbortSignal) {
  return call(notificationsEndpoints.list, undefined, { signal });
}

/** The bell's total and the panel's list. The live event refetches it (api/live-notifications.ts). */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKeys.list(),
    queryFn: ({ signal }) => fetchNotifications(signal),
    staleTime: 60_000,
  });
}

export function storeNotifications(queryClient: QueryClient, answer: NotificationsAnswer): void {
  queryClient.setQueryData(notificationsKeys.list(), answer);
}
