import type { TConversation, TConversationResponse, TReplyValues } from '@batir/shared/messaging';
import { LIVE_NOTIFICATION_EVENT, type TLiveNotification } from '@batir/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { onRealtimeReconnected, subscribeRealtime } from '../../../lib/realtime';

/** How many messages the screens show (the newest; the route's pages go up to 200). */
export const CONVERSATION_LIMIT = 100;

export const messagingQueryKey = ['messaging'] as const;
export const conversationQueryKey = (projectId: number) =>
  [...messagingQueryKey, 'project', projectId] as const;

/**
 * GET /api/conversation-by-project/{project}: the project's conversation, newest first. Reading it marks
 * read what the other side wrote when the reader is the one who must answer (the server decides).
 */
export function fetchConversation(projectId: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ offset: '0', limit: String(CONVERSATION_LIMIT) });
  return apiFetch<TConversationResponse>(`/api/conversation-by-project/${projectId}?${params}`, { signal });
}

export function useConversation(projectId: number) {
  return useQuery({
    queryKey: conversationQueryKey(projectId),
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
    const refresh = () => void queryClient.invalidateQueries({ queryKey: messagingQueryKey });
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
    return apiFetch<TConversationResponse>('/api/conversation', {
      method: 'POST',
      body: { project: projectId, ...values },
    });
  return apiFetch<TConversationResponse>(`/api/conversation/${conversationId}/reply`, {
    method: 'POST',
    body: values,
  });
}

/** The answer carries the conversation as it now stands: it replaces the cached one. */
function useSetConversation(projectId: number) {
  const queryClient = useQueryClient();
  return (data: TConversationResponse) => {
    queryClient.setQueryData<TConversation>(conversationQueryKey(projectId), data.conversation);
    // Relation commerciale's lists and counters may have changed.
    void queryClient.invalidateQueries({ queryKey: ['summary'] });
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
    mutationFn: (conversationId) =>
      apiFetch<TConversationResponse>(`/api/conversation/${conversationId}/${action}`, { method: 'PUT' }),
    onSuccess: setConversation,
    meta: { errorSnackbar: true },
  });
}
