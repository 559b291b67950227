import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One block of the financing screen: a titled paper (the title is the section's accessible name). */
export function Section(props: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `financing-${props.title
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '-')
    .toLowerCase()}`;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Typography id={id} component="h2" variant="h6">
          {props.title}
        </Typography>
        {props.action}
      </Stack>
      {props.children}
    </Paper>
  );
}
