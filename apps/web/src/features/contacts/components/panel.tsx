import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';

/** The frame every contacts panel shares: a titled section (its title names it for screen readers). */
export function Panel(props: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={props.id} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={props.id} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        {props.action}
      </Stack>
      {props.children}
    </Paper>
  );
}

/** The French message of a failed call. */
export const failureText = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Une erreur est survenue.';

/** Who did it, or a neutral word when the account was deleted. */
export const personLabel = (person: { name: string } | null) => person?.name || 'Utilisateur supprimé';
