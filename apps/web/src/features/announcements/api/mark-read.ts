import type { TAnnouncementMessageResponse } from '@batir/shared/announcements';
import { useMutation } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';

/** PUT /api/announcement/{id}/markRead ("J'ai compris"): error 0 when recorded, else the server's message. */
export function markAnnouncementRead(id: number): Promise<TAnnouncementMessageResponse> {
  return apiFetch<TAnnouncementMessageResponse>(`/api/announcement/${id}/markRead`, { method: 'PUT' });
}

export function useMarkAnnouncementRead() {
  return useMutation<TAnnouncementMessageResponse, ApiError, number>({ mutationFn: markAnnouncementRead });
}
