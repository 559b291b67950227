import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState, useSyncExternalStore } from 'react';
import {
  checkServerNow,
  getConnectionStatus,
  isOffline,
  subscribeConnectionStatus,
} from './connection-status';

export const OFFLINE_MESSAGE =
  'Vous êtes hors ligne : le serveur Bâtir ne répond pas. Les données affichées peuvent ne pas être à jour.';
export const UPDATE_MESSAGE = 'Une nouvelle version de Bâtir est installée.';

export function useConnectionStatus() {
  return useSyncExternalStore(subscribeConnectionStatus, getConnectionStatus, getConnectionStatus);
}

/**
 * Fixed at the bottom of every page, outside the layouts: says when the server cannot be reached (the page
 * may come from the offline worker's cache and its data may be old), and when a new version is ready.
 */
export function OfflineBanner() {
  const status = useConnectionStatus();
  const [checking, setChecking] = useState(false);
  const offline = isOffline(status);
  if (!offline && !status.updateReady) return null;

  const retry = async () => {
    setChecking(true);
    try {
      await checkServerNow();
    } finally {
      setChecking(false);
    }
  };

  return (
    <Alert
      role="status"
      aria-live="polite"
      severity={offline ? 'warning' : 'info'}
      variant="filled"
      data-testid={offline ? 'offline-banner' : 'update-banner'}
      action={
        offline ? (
          status.browserOnline && (
            <Button color="inherit" size="small" onClick={retry} disabled={checking}>
              Réessayer
            </Button>
          )
        ) : (
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Recharger
          </Button>
        )
      }
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        boxShadow: 6,
      }}
    >
      {offline ? OFFLINE_MESSAGE : UPDATE_MESSAGE}
    </Alert>
  );
}
