import { messagingEndpoints } from '@batir/shared/contracts/messaging';
import type { TConversation, TConversationResponse, TReplyValues } from '@batir/shared/messaging';
import { LIVE_NOTIFICATION_EVENT, type TLiveNotification } from '@batir/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ApiError, call } from '../../../lib/api-client';
import { onRealtimeReconnected, subscribeRealtime } from '../../../lib/realtime';
import { summaryKeys } from '../../summary/api/keys';
import { messagingKeys } from './keys';

/** How many messages the screens show (the newest; the route's pages go up to 200). */
export const CONVERSATION_LIMIT = 100;

/**
 * GET /api/conversation-by-project/{project}: the project's conversation, newest first. Reading it marks
 * read what the other side wrote when the reader is the one who must answer (the server decides).
 */
export function fetchConversation(projectId: number, signal?: AbortSignal) {
  return call(
    messagingEndpoints.byProject,
    { params: { project: projectId }, query: { offset: 0, limit: CONVERSATION_LIMIT } },
    { signal },
  );
}

export function useConversation(projectId: number) {
  return useQuery({
    queryKey: messagingKeys.conversation(projectId),
    queryFn: ({ signal }) => fetchConversation(projectId, signal).then((data) => data.conversation),
    // No refetch on every window focus (an impersonation window cannot renew its token); the live
    // notification of a new message reads it again (useConversationLive).
    refetchOnWindowFocus: false,
  });
}

/**
 * While mounted: a `notification` event about a conversation (a new message, a transfer) reads the open
 * conversations again, and so does the socket coming back (what was sent meanwhile never arrived).
 */
export function useConversationLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
    const stop = subscribeRealtime<TLiveNotification>(LIVE_NOTIFICATION_EVENT, (event) => {
      if (event?.alert?.name === 'conversation') refresh();
    });
    const stopReconnected = onRealtimeReconnected(refresh);
    return () => {
      stop();
      stopReconnected();
    };
  }, [queryClient]);
}

/**
 * POST /api/conversation/{id}/reply, or POST /api/conversation with the project while it has no
 * conversation yet (the first message creates it). Errors are shown by the form, not the snackbar.
 */
export function sendMessage(projectId: number, conversationId: number | null, values: TReplyValues) {
  if (conversationId === null)
    return call(messagingEndpoints.write, { body: { project: projectId, ...values } });
  return call(messagingEndpoints.reply, { params: { id: conversationId }, body: values });
}

/** The answer carries the conversation as it now stands: it replaces the cached one. */
function useSetConversation(projectId: number) {
  const queryClient = useQueryClient();
  return (data: TConversationResponse) => {
    queryClient.setQueryData<TConversation>(messagingKeys.conversation(projectId), data.conversation);
    // Relation commerciale's lists and counters may have changed.
    void queryClient.invalidateQueries({ queryKey: summaryKeys.all });
  };
}

export function useSendMessage(projectId: number, conversationId: number | null) {
  const setConversation = useSetConversation(projectId);
  return useMutation<TConversationResponse, ApiError, string>({
    mutationFn: (content) => sendMessage(projectId, conversationId, { content }),
    onSuccess: setConversation,
  });
}

type ConversationAction = 'switchIsFollow' | 'close';

/** PUT /api/conversation/{id}/switchIsFollow and /close (staff). Errors go to the snackbar. */
export function useConversationAction(projectId: number, action: ConversationAction) {
  const setConversation = useSetConversation(projectId);
  return useMutation<TConversationResponse, ApiError, number>({
    mutationFn: (conversationId) => call(messagingEndpoints[action], { params: { id: conversationId } }),
    onSuccess: setConversation,
    meta: { errorSnackbar: true },
  });
}
