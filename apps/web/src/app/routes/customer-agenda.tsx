import type { TAppointment } from '@batir/shared/appointments';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useProjectAppointments } from '../../features/appointments/api/project-appointments';
import { useProjectHeader } from '../../features/projects/api/project-header';
import { useCurrentProjectId } from '../../lib/current-project';
import { formatDate, formatDateTime } from '../../lib/format';
import { routeHref } from '../route-names';

/** When an appointment starts, as a time (all-day ones are a `YYYY-MM-DD` day). */
const startOf = (appointment: TAppointment) => new Date(appointment.fromDate).getTime();

/**
 * Route `admin-customer-id-agenda`: the project's appointments (GET /api/appointment/project/?project=),
 * upcoming first then the past ones, and « Nouveau rendez-vous », which opens the agenda preset with the
 * project as the prospect sheet does.
 */
export default function CustomerAgendaRoute() {
  const projectId = useCurrentProjectId();
  if (projectId === null) return <Alert severity="info">Choisissez d'abord un projet.</Alert>;
  return <ProjectAgenda projectId={projectId} />;
}

function ProjectAgenda({ projectId }: { projectId: number }) {
  const appointments = useProjectAppointments(projectId);
  const header = useProjectHeader(projectId).data;
  const label = header ? `${header.customer.displayName} (${header.project.name})` : '';
  const newHref = `${routeHref('admin-account-agenda')}?${new URLSearchParams({
    project: String(projectId),
    ...(label ? { label } : {}),
  })}`;
  const now = Date.now();
  const list = appointments.data?.list ?? [];
  const upcoming = list.filter((a) => startOf(a) >= now).sort((a, b) => startOf(a) - startOf(b));
  const past = list.filter((a) => startOf(a) < now).sort((a, b) => startOf(b) - startOf(a));

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          Agenda du projet
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newHref}>
          Nouveau rendez-vous
        </Button>
      </Stack>
      {appointments.isPending ? (
        <CircularProgress aria-label="Chargement des rendez-vous" />
      ) : appointments.isError ? (
        <Alert severity="error">{appointments.error.message}</Alert>
      ) : (
        <>
          <AppointmentSection title="À venir" empty="Aucun rendez-vous à venir." list={upcoming} />
          <AppointmentSection title="Passés" empty="Aucun rendez-vous passé." list={past} />
        </>
      )}
    </Stack>
  );
}

function AppointmentSection(props: { title: string; empty: string; list: TAppointment[] }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={`Rendez-vous ${props.title.toLowerCase()}`}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {props.title} ({props.list.length})
      </Typography>
      {props.list.length === 0 ? (
        <Typography color="text.secondary">{props.empty}</Typography>
      ) : (
        <List dense disablePadding>
          {props.list.map((a) => (
            <ListItem key={a.id} disableGutters sx={{ gap: 1 }}>
              <ListItemText
                primary={a.title}
                secondary={[
                  a.allDay ? `${formatDate(a.fromDate)} (journée)` : formatDateTime(a.fromDate),
                  a.place,
                  `${a.user.surname} ${a.user.name}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              {a.cancelled && <Chip size="small" color="default" label="Annulé" />}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
