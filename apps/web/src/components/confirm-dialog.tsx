import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { AppDialog } from './app-dialog';
import type { ConfirmOptions } from './confirm';

/** The dialog of ConfirmProvider, in its own chunk: the login page never needs it (bundle budget). */
export default function ConfirmDialog({
  open,
  options,
  answer,
}: {
  open: boolean;
  options: ConfirmOptions;
  answer: (value: boolean) => void;
}) {
  return (
    <AppDialog
      open={open}
      onClose={() => answer(false)}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
    >
      <DialogTitle id="confirm-title">{options.title ?? 'Confirmation'}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-message">{options.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>Non</Button>
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          Oui
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
