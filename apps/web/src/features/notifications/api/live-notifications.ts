import { LIVE_NOTIFICATION_EVENT, type TLiveNotification } from '@batir/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { onRealtimeReconnected, subscribeRealtime } from '../../../lib/realtime';
import { summaryKeys } from '../../summary/api/keys';
import { useCurrentUser } from '../../users/api/current-user';
import { isLiveNotification, isTargeted } from '../model/targeting';
import { notificationsKeys } from './keys';

export type LiveAlertContent = TLiveNotification['alert'];

/**
 * Queries refetched when a `notification` event arrives (spec 1 §7.2): the notification list, and the
 * summary menu, i.e. every query of the summary area (their keys start with 'summary').
 */
export const REFRESHED_ON_NOTIFICATION = [notificationsKeys.all, summaryKeys.all] as const;

/**
 * Listens to the real-time `notification` event while mounted: refetches the lists, then calls `onAlert`
 * when the event targets this user (everyone, one of their roles, or their id). When the socket comes back
 * (closed at its token's end, network lost), the lists are read again: what was sent meanwhile is in them.
 */
export function useLiveNotifications(onAlert: (alert: LiveAlertContent) => void): void {
  const queryClient = useQueryClient();
  const { data } = useCurrentUser();
  // An effect event: the socket listener stays subscribed while it reads the latest user and callback.
  const onEvent = useEffectEvent((payload: unknown) => {
    if (!isLiveNotification(payload)) return;
    for (const queryKey of REFRESHED_ON_NOTIFICATION) void queryClient.invalidateQueries({ queryKey });
    if (isTargeted(payload, { id: data.user.id, roles: data.acls.roles })) onAlert(payload.alert);
  });
  useEffect(() => subscribeRealtime(LIVE_NOTIFICATION_EVENT, (payload) => onEvent(payload)), []);
  useEffect(
    () =>
      onRealtimeReconnected(() => {
        for (const queryKey of REFRESHED_ON_NOTIFICATION) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );
}
