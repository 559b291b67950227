import type { TAnnouncementResponse, TAnnouncementValues } from '@batir/shared/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../users/api/current-user';
import { announcementsQueryKey } from './list-announcements';

export type SaveAnnouncement = { id?: number; body: TAnnouncementValues };

/** POST /api/announcement (new) or PUT /api/announcement/{announcement} (edit), administrators only. */
export function saveAnnouncement({ id, body }: SaveAnnouncement): Promise<TAnnouncementResponse> {
  return id === undefined
    ? apiFetch<TAnnouncementResponse>('/api/announcement', { method: 'POST', body })
    : apiFetch<TAnnouncementResponse>(`/api/announcement/${id}`, { method: 'PUT', body });
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation<TAnnouncementResponse, ApiError, SaveAnnouncement>({
    mutationFn: saveAnnouncement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: announcementsQueryKey });
      // The admin may be among the readers: their own dialog follows.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
