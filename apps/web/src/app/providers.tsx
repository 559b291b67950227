import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiErrorSnackbar } from '../components/api-error-snackbar';
import { ConfirmProvider } from '../components/confirm';
import { LoadingOverlayProvider } from '../components/loading-overlay';
import { SnackbarProvider } from '../components/snackbar';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider>
          <ApiErrorSnackbar />
          <ConfirmProvider>
            <LoadingOverlayProvider>{children}</LoadingOverlayProvider>
          </ConfirmProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
