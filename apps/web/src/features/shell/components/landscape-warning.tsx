import ScreenRotationIcon from '@mui/icons-material/ScreenRotation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const DISMISSED_KEY = 'batir:landscape-warning-dismissed';

/**
 * The landscape-only warning of portrait screens (spec 1 §2.7). It covers the page, never the top bar, so
 * the menus stay reachable. « Continuer en mode portrait » is the device's choice (a tablet used upright):
 * kept in localStorage, so other tabs, pages opened in a new tab and the next days do not ask again.
 */
export function LandscapeWarning() {
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  if (dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <Box
      role="dialog"
      aria-labelledby="landscape-warning-title"
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        top: { xs: 56, sm: 64 },
        zIndex: theme.zIndex.appBar - 1,
        bgcolor: 'rgba(23, 33, 43, 0.92)',
        color: 'common.white',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: 3,
      })}
    >
      <div>
        <ScreenRotationIcon sx={{ fontSize: 64, mb: 2 }} />
        <Typography id="landscape-warning-title" component="h2" variant="h5" gutterBottom>
          Tournez votre écran
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 480 }}>
          Cette page est prévue pour un écran en mode paysage : tournez votre appareil ou élargissez la
          fenêtre.
        </Typography>
        <Button variant="contained" color="secondary" onClick={dismiss}>
          Continuer en mode portrait
        </Button>
      </div>
    </Box>
  );
}
