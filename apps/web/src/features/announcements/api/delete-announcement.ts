import { announcementsEndpoints } from '@batir/shared/contracts/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { usersKeys } from '../../users/api/keys';
import { announcementsKeys } from './keys';

/** DELETE /api/announcement/{announcement} (administrators). */
export function deleteAnnouncement(id: number) {
  return call(announcementsEndpoints.remove, { params: { announcement: id } });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof deleteAnnouncement>>, ApiError, number>({
    mutationFn: deleteAnnouncement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: announcementsKeys.all });
      void queryClient.invalidateQueries({ queryKey: usersKeys.current });
    },
  });
}
