import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useNotifications } from '../api/notifications';
import { LiveAlert } from './live-alert';
import { NotificationPanel } from './notification-panel';

/**
 * The top bar's bell (spec 1 §2.7) with the unread total; it opens the panel. The live alert comes with
 * it, so the real-time channel is open wherever the bell is.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data } = useNotifications();
  const total = data?.total ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={total > 0 ? `Notifications : ${total} non lue${total > 1 ? 's' : ''}` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Badge badgeContent={total} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <NotificationPanel open={open} onClose={() => setOpen(false)} />
      <LiveAlert onOpenPanel={() => setOpen(true)} />
    </>
  );
}
