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
      {/* The badge sits beside the button, not in it: its number (even a hidden 0) is not part of the
          button's name, which says it in words (axe label-content-name-mismatch). */}
      <Badge
        badgeContent={total}
        color="error"
        max={99}
        overlap="circular"
        sx={{ '& .MuiBadge-badge': { top: 10, right: 10, pointerEvents: 'none' } }}
      >
        <IconButton
          color="inherit"
          aria-label={total > 0 ? `Notifications : ${total} non lue${total > 1 ? 's' : ''}` : 'Notifications'}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <NotificationsIcon />
        </IconButton>
      </Badge>
      <NotificationPanel open={open} onClose={() => setOpen(false)} />
      <LiveAlert onOpenPanel={() => setOpen(true)} />
    </>
  );
}
