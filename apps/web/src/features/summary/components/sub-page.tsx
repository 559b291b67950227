import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../lib/route-names';

/** The frame of a summary sub-page: its title, a way back to the recap, its list. */
export function SubPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 1400 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={routeHref('admin-summary')} startIcon={<ArrowBack />}>
          Récapitulatif
        </Button>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      {intro && <Typography color="text.secondary">{intro}</Typography>}
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>{children}</Paper>
    </Stack>
  );
}
