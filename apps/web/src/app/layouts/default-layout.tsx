import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';

/** Spec 1 §2.7 default layout (error and maintenance pages): dark background, logo, one card. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        p: 2,
        bgcolor: '#17212b',
      }}
    >
      <Logo height={56} color="#ffffff" />
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 } }}>
        {children ?? <Outlet />}
      </Paper>
    </Box>
  );
}
