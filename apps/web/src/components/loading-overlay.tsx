import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

type LoadingOverlayApi = { show: (text?: string) => void; hide: () => void };
type OverlayState = { open: boolean; text?: string };

const LoadingOverlayContext = createContext<LoadingOverlayApi | null>(null);

/** The global loading overlay with an optional text (spec 1 §2.7), above every page and dialog. */
export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const [overlay, setOverlay] = useState<OverlayState>({ open: false });
  const api = useMemo<LoadingOverlayApi>(
    () => ({ show: (text) => setOverlay({ open: true, text }), hide: () => setOverlay({ open: false }) }),
    [],
  );

  return (
    <LoadingOverlayContext value={api}>
      {children}
      <Backdrop
        open={overlay.open}
        sx={(theme) => ({
          zIndex: theme.zIndex.modal + 1,
          color: 'common.white',
          flexDirection: 'column',
          gap: 2,
        })}
      >
        <CircularProgress color="inherit" aria-label={overlay.text ?? 'Chargement'} />
        {overlay.text && <Typography role="status">{overlay.text}</Typography>}
      </Backdrop>
    </LoadingOverlayContext>
  );
}

/** `const overlay = useLoadingOverlay(); overlay.show('Chargement…'); … overlay.hide();` */
export function useLoadingOverlay(): LoadingOverlayApi {
  const api = useContext(LoadingOverlayContext);
  if (!api) throw new Error('useLoadingOverlay needs <LoadingOverlayProvider>');
  return api;
}
