import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LeaveConfirmationProvider } from '../../components/leave-confirmation';
import { useCurrentRoute } from '../../lib/route-names';

const APP_NAME = 'Bâtir';

/**
 * Spec 1 §2.5: page transitions show a global progress bar. The tab shows the page's title. Leaving a page
 * with unsaved changes asks first.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const title = useCurrentRoute()?.title;
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  return (
    <>
      {navigation.state !== 'idle' && (
        <LinearProgress
          color="secondary"
          aria-label="Chargement de la page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
        />
      )}
      <LeaveConfirmationProvider>
        <Outlet />
      </LeaveConfirmationProvider>
    </>
  );
}

export function PageLoading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Chargement" />
    </Box>
  );
}
