import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/snackbar';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useNotifications } from '../api/notifications';
import { categoryKey } from '../model/categories';
import { NotificationGroup } from './notification-group';

/** Spec 1 §9: the panel is 20% of the viewport wide. */
export const PANEL_WIDTH = '20vw';
export const EMPTY_TEXT = 'Aucune nouvelle notification';

/**
 * The notification panel (spec 1 §2.11): slides in from the right, a header with two buttons (mark all
 * read, close), then one stacked card per category.
 */
export function NotificationPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const snackbar = useSnackbar();
  const list = notifications.data?.list ?? [];
  const unread = notifications.data?.total ?? 0;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Over the app bar, which stands above the side menu's drawer.
      sx={(theme) => ({ zIndex: theme.zIndex.modal })}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'notification-panel-title',
          sx: { width: PANEL_WIDTH, bgcolor: 'grey.100' },
        },
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: 2,
          pr: 1,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography
          id="notification-panel-title"
          variant="subtitle1"
          component="h2"
          noWrap
          sx={{ flexGrow: 1 }}
        >
          Notifications
        </Typography>
        <Tooltip title="Tout marquer comme lu">
          <span>
            <IconButton
              color="inherit"
              aria-label="Tout marquer comme lu"
              disabled={unread === 0}
              sx={{ '&.Mui-disabled': { color: 'inherit', opacity: 0.5 } }}
              loading={markRead.isPending}
              onClick={() =>
                markRead.mutate(undefined, {
                  onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
                })
              }
            >
              <DoneAllIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Fermer">
          <IconButton color="inherit" aria-label="Fermer les notifications" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 1 }}>
        {notifications.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={32} aria-label="Chargement des notifications" />
          </Box>
        ) : notifications.isError && list.length === 0 ? (
          <Alert severity="error">{notifications.error.message}</Alert>
        ) : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', p: 3 }}>
            {EMPTY_TEXT}
          </Typography>
        ) : (
          list.map((category) => (
            <NotificationGroup key={categoryKey(category)} category={category} onOpened={onClose} />
          ))
        )}
      </Box>
    </Drawer>
  );
}
