import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { ApiError } from '../../../lib/api-client';
import { useImpersonateCustomer } from '../../customer-portal/api/impersonate-customer';

const LABEL = 'Prendre la main';

/**
 * "Prendre la main" on a customer (spec 1 §6, §8): the customer's area opens in a new window; a refusal
 * shows the alert "Erreur"; any other exception is only logged.
 */
export function ImpersonateButton({ customerId, name }: { customerId: number; name: string }) {
  const impersonate = useImpersonateCustomer();
  // The message outlives `open` so the text does not empty during the closing animation.
  const [alert, setAlert] = useState({ open: false, message: '' });
  const closeAlert = () => setAlert((current) => ({ ...current, open: false }));

  const start = () =>
    impersonate.mutate(customerId, {
      onError: (failure) => {
        if (failure instanceof ApiError) setAlert({ open: true, message: failure.message });
        else console.error('Prise en main impossible', failure);
      },
    });

  return (
    <>
      <Tooltip title={`${LABEL} : ${name}`}>
        <IconButton aria-label={LABEL} size="small" onClick={start} disabled={impersonate.isPending}>
          {impersonate.isPending ? <CircularProgress size={18} /> : <SupportAgentIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <AppDialog
        open={alert.open}
        onClose={closeAlert}
        aria-labelledby="impersonate-error-title"
        aria-describedby="impersonate-error-message"
      >
        <DialogTitle id="impersonate-error-title">Erreur</DialogTitle>
        <DialogContent>
          <DialogContentText id="impersonate-error-message">
            Impossible de prendre la main ({alert.message})
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={closeAlert} autoFocus>
            OK
          </Button>
        </DialogActions>
      </AppDialog>
    </>
  );
}
