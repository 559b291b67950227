import type { TAnnouncementBody } from '@batir/shared/announcements';
import { announcementsEndpoints } from '@batir/shared/contracts/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { usersKeys } from '../../users/api/keys';
import { announcementsKeys } from './keys';

export type SaveAnnouncement = { id?: number; body: TAnnouncementBody };

/** POST /api/announcement (new) or PUT /api/announcement/{announcement} (edit), administrators only. */
export function saveAnnouncement({ id, body }: SaveAnnouncement) {
  return id === undefined
    ? call(announcementsEndpoints.create, { body })
    : call(announcementsEndpoints.update, { params: { announcement: id }, body });
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof saveAnnouncement>>, ApiError, SaveAnnouncement>({
    mutationFn: saveAnnouncement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: announcementsKeys.all });
      // The admin may be among the readers: their own dialog follows.
      void queryClient.invalidateQueries({ queryKey: usersKeys.current });
    },
  });
}
