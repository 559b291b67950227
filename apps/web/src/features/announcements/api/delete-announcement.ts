import type { TAnnouncementMessageResponse } from '@batir/shared/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../users/api/current-user';
import { announcementsQueryKey } from './list-announcements';

/** DELETE /api/announcement/{announcement} (administrators). */
export function deleteAnnouncement(id: number): Promise<TAnnouncementMessageResponse> {
  return apiFetch<TAnnouncementMessageResponse>(`/api/announcement/${id}`, { method: 'DELETE' });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation<TAnnouncementMessageResponse, ApiError, number>({
    mutationFn: deleteAnnouncement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: announcementsQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
