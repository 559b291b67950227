import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One block of the prospect sheet: a titled region (its title names it for screen readers and tests). */
export function SheetSection(props: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2">
          {props.title}
        </Typography>
        {props.action}
      </Stack>
      {props.children}
    </Paper>
  );
}

/** The French line shown by an empty list. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** "label : value" lines of a details block. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {label} :{' '}
      </Typography>
      {children || '—'}
    </Typography>
  );
}
