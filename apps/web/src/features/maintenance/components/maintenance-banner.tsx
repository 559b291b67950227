import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useMaintenance } from '../api/get-maintenance';

/**
 * While maintenance is on, only administrators get past the guards: they keep working under this
 * reminder that everyone else sees the maintenance page.
 */
export function MaintenanceBanner() {
  const { data } = useMaintenance();
  if (!data?.maintenance.enabled) return null;
  return (
    <Alert severity="warning" variant="filled" square>
      <AlertTitle>Mode maintenance actif</AlertTitle>
      {data.maintenance.message}
    </Alert>
  );
}
