import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { maintenanceQueryOptions } from '../api/get-maintenance';
import { MaintenanceForm } from '../components/maintenance-form';

/** Route `admin-manage-maintenance` (administrators). */
export function MaintenanceSettingsPage() {
  const { data } = useSuspenseQuery(maintenanceQueryOptions);
  return (
    <Paper component="section" sx={{ maxWidth: 720, p: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Mode maintenance
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Pendant la maintenance, seuls les administrateurs utilisent Bâtir ; les autres utilisateurs voient la
        page de maintenance et son message.
      </Typography>
      <MaintenanceForm maintenance={data.maintenance} />
    </Paper>
  );
}
