import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One block of the permit screens: a titled paper (the title is the section's accessible name). */
export function Section(props: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `bp-${props.title
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '-')
    .toLowerCase()}`;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id={id} component="h2" variant="h6">
          {props.title}
        </Typography>
        {props.action}
      </Stack>
      {props.children}
    </Paper>
  );
}
