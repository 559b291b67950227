import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { AppDialog } from './app-dialog';

export type ConfirmOptions = { title?: string; message: ReactNode };
type Confirm = (options: ConfirmOptions | string) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** One confirmation dialog for the app, answered with Oui or Non (spec 1 §2.7). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Kept after closing so the text does not vanish during the closing animation.
  const [options, setOptions] = useState<ConfirmOptions>({ message: '' });
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    // A question left unanswered counts as "Non".
    resolver.current?.(false);
    setOptions(typeof next === 'string' ? { message: next } : next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
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
    </ConfirmContext>
  );
}

/** `if (await confirm('Vous allez attribuer le contact.')) …`: true for Oui, false for Non or a dismissal. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs <ConfirmProvider>');
  return confirm;
}
