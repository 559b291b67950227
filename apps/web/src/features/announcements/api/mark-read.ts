import { announcementsEndpoints } from '@batir/shared/contracts/announcements';
import { useMutation } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';

/** PUT /api/announcement/{id}/markRead ("J'ai compris"): error 0 when recorded, else the server's message. */
export function markAnnouncementRead(id: number) {
  return call(announcementsEndpoints.markRead, { params: { id } });
}

export function useMarkAnnouncementRead() {
  return useMutation<Awaited<ReturnType<typeof markAnnouncementRead>>, ApiError, number>({
    mutationFn: markAnnouncementRead,
  });
}
