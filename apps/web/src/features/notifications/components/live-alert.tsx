import { LIVE_ALERT_MS } from '@batir/shared/constants';
import CloseIcon from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type LiveAlertContent, useLiveNotifications } from '../api/live-notifications';
import { categoryLabel } from '../model/categories';
import { NotificationIcon, notificationColor } from './notification-icon';

/** How long the alert takes to fade out once its 10 seconds are over. */
const FADE_OUT_MS = 600;

/**
 * The live alert of the admin layout (spec 1 §2.11, §7.2): a `notification` event aimed at this user shows
 * its text, icon, image, name and colour for 10 seconds, then fades out. A newer event replaces it and
 * restarts the 10 seconds. A click opens the notification panel.
 */
export function LiveAlert({ onOpenPanel }: { onOpenPanel: () => void }) {
  const [shown, setShown] = useState<{ alert: LiveAlertContent; serial: number } | null>(null);
  const [visible, setVisible] = useState(false);

  useLiveNotifications((alert) => {
    setShown((current) => ({ alert, serial: (current?.serial ?? 0) + 1 }));
    setVisible(true);
  });

  const serial = shown?.serial;
  useEffect(() => {
    if (serial === undefined) return;
    const timer = setTimeout(() => setVisible(false), LIVE_ALERT_MS);
    return () => clearTimeout(timer);
  }, [serial]);

  if (!shown) return null;
  const { alert } = shown;
  const color = notificationColor(alert.color);
  // In a portal: the bell sits in the app bar, whose stacking context would lift the alert over the panel.
  return (
    <Portal>
      <Fade in={visible} appear timeout={{ enter: 200, exit: FADE_OUT_MS }} onExited={() => setShown(null)}>
        <Paper
          role="status"
          aria-label="Nouvelle notification"
          elevation={8}
          sx={(theme) => ({
            position: 'fixed',
            top: 72,
            right: 16,
            // Above the page, beneath the drawers (the notification panel is one) and dialogs, which cover it.
            zIndex: theme.zIndex.drawer - 1,
            width: 360,
            maxWidth: 'calc(100vw - 32px)',
            display: 'flex',
            alignItems: 'flex-start',
            borderLeft: 6,
            borderColor: color,
          })}
        >
          <ButtonBase
            onClick={() => {
              setVisible(false);
              onOpenPanel();
            }}
            sx={{
              flexGrow: 1,
              minWidth: 0,
              display: 'flex',
              gap: 1.5,
              p: 1.5,
              justifyContent: 'flex-start',
              textAlign: 'left',
            }}
          >
            <Avatar src={alert.img ?? undefined} alt="" sx={{ bgcolor: color }}>
              <NotificationIcon icon={alert.icon} />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" sx={{ color }}>
                {categoryLabel({ scName: alert.name, scId: null })}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {alert.text}
              </Typography>
            </Box>
          </ButtonBase>
          <IconButton
            size="small"
            aria-label="Fermer l'alerte"
            onClick={() => setVisible(false)}
            sx={{ m: 0.5 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      </Fade>
    </Portal>
  );
}
