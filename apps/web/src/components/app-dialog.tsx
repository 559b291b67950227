import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { DIALOG_WIDTHS, type DialogWidth } from './dialog-widths';

export type AppDialogProps = Omit<DialogProps, 'maxWidth' | 'fullWidth'> & { width?: DialogWidth };

/** A dialog sized with the spec's widths (spec 1 §2.7); it narrows to the screen on small devices. */
export function AppDialog({ width = 'normal', sx, ...props }: AppDialogProps) {
  return (
    <Dialog
      {...props}
      fullWidth
      maxWidth={false}
      sx={[{ '& .MuiDialog-paper': { maxWidth: DIALOG_WIDTHS[width] } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
