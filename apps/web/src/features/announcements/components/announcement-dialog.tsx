import type { TAnnouncementAssignment } from '@batir/shared/announcements';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { isStaffUser } from '../../../lib/can';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../users/api/current-user';
import { usersKeys } from '../../users/api/keys';
import { useMarkAnnouncementRead } from '../api/mark-read';

/** Unread announcements whose start date has come, oldest first (the server's order). */
export function dueAnnouncements(
  list: readonly TAnnouncementAssignment[],
  acknowledged: readonly number[],
  now = Date.now(),
): TAnnouncementAssignment[] {
  return list.filter(
    (item) => !acknowledged.includes(item.id) && Date.parse(item.announcement.startingDate) <= now,
  );
}

/**
 * Spec 1 §2.12: the signed-in staff member's unread announcements, one at a time, until each is
 * acknowledged with "J'ai compris". It cannot be dismissed otherwise: reading it is the point.
 */
export function AnnouncementDialog() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const markRead = useMarkAnnouncementRead();
  // Acknowledged here, before the refetched user drops them: the next one shows at once.
  const [acknowledged, setAcknowledged] = useState<number[]>([]);

  const due = isStaffUser(user) ? dueAnnouncements(user.announcementList, acknowledged) : [];
  const current = due[0];
  if (!current) return null;
  const { announcement } = current;

  const acknowledge = () =>
    markRead.mutate(current.id, {
      onSuccess: () => {
        setAcknowledged((ids) => [...ids, current.id]);
        if (due.length === 1) void queryClient.invalidateQueries({ queryKey: usersKeys.current });
      },
      onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
    });

  return (
    <AppDialog open aria-labelledby="announcement-title" aria-describedby="announcement-content">
      <DialogTitle id="announcement-title">{announcement.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Par {announcement.author.surname} {announcement.author.name}, le{' '}
          {formatDateTime(announcement.startingDate)}
          {due.length > 1 && ` · ${due.length} annonces à lire`}
        </Typography>
        <Typography id="announcement-content" sx={{ whiteSpace: 'pre-wrap' }}>
          {announcement.content}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={acknowledge} loading={markRead.isPending} autoFocus>
          J'ai compris
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
