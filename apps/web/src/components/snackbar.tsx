import { SNACK_TIMEOUT_DEFAULT_MS, SNACK_TIMEOUT_INITIAL_MS } from '@batir/shared/constants';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export const SNACK_DEFAULT_TEXT = 'Enregistrement effectué !';

export type SnackOptions = { text?: string; color?: AlertColor; timeout?: number };
type SnackApi = { show: (options?: SnackOptions) => void; hide: () => void };
type SnackState = { open: boolean; text: string; color: AlertColor; timeout: number; id: number };

/** Spec 1 §4, §9: the snack starts as "Enregistrement effectué !" in success colour, 3000 ms. */
const INITIAL_SNACK: SnackState = {
  open: false,
  text: SNACK_DEFAULT_TEXT,
  color: 'success',
  timeout: SNACK_TIMEOUT_INITIAL_MS,
  id: 0,
};

const SnackbarContext = createContext<SnackApi | null>(null);

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [snack, setSnack] = useState(INITIAL_SNACK);
  const api = useMemo<SnackApi>(
    () => ({
      // Shown without a timeout, a snack stays 5000 ms (spec 1 §9).
      show: ({ text, color, timeout } = {}) =>
        setSnack((current) => ({
          open: true,
          text: text ?? SNACK_DEFAULT_TEXT,
          color: color ?? 'success',
          timeout: timeout ?? SNACK_TIMEOUT_DEFAULT_MS,
          id: current.id + 1,
        })),
      hide: () => setSnack((current) => ({ ...current, open: false })),
    }),
    [],
  );
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not hide a message the user has not read yet.
    if (reason !== 'clickaway') api.hide();
  };

  return (
    <SnackbarContext value={api}>
      {children}
      <Snackbar
        // A new message restarts the timer even when the previous one is still shown.
        key={snack.id}
        open={snack.open}
        autoHideDuration={snack.timeout}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={snack.color}
          variant="filled"
          action={
            <Button color="inherit" size="small" onClick={api.hide}>
              Fermer
            </Button>
          }
        >
          {snack.text}
        </Alert>
      </Snackbar>
    </SnackbarContext>
  );
}

/** `useSnackbar().show()` shows "Enregistrement effectué !"; `show({ text, color: 'error' })` anything else. */
export function useSnackbar(): SnackApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs <SnackbarProvider>');
  return api;
}
