import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../lib/route-names';
import { maintenanceQueryOptions } from '../api/get-maintenance';

/** Checked again now and then, so the way back appears without reloading once maintenance ends. */
const RECHECK_MS = 30_000;

/** Route `maintenance` (open to guests): where non-administrators wait while maintenance is on. */
export function MaintenancePage() {
  const { data } = useSuspenseQuery({ ...maintenanceQueryOptions, refetchInterval: RECHECK_MS });
  const { enabled, message } = data.maintenance;
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 700 }}>
        {enabled ? 'Maintenance en cours' : 'Bâtir est de nouveau disponible'}
      </Typography>
      <Typography sx={{ mb: enabled ? 0 : 3, whiteSpace: 'pre-line' }}>
        {enabled ? message : 'La maintenance est terminée.'}
      </Typography>
      {!enabled && (
        <Link component={RouterLink} to={routeHref('admin')}>
          Retourner à l'application
        </Link>
      )}
    </>
  );
}
