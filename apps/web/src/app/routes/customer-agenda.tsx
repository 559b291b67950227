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
import { type ReactNode, useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useProjectAppointments } from '../../features/appointments/api/project-appointments';
import { dayKey, startOf as dayOf } from '../../features/appointments/model/agenda';
import { useProjectHeader } from '../../features/projects/api/project-header';
import { useCurrentProjectId } from '../../lib/current-project';
import { formatDate, formatDateTime, formatPersonName } from '../../lib/format';
import { routeHref } from '../../lib/route-names';

/** When an appointment starts, as a time (all-day ones are a `YYYY-MM-DD` day). */
const startOf = (appointment: TAppointment) => new Date(appointment.fromDate).getTime();

/** `?date=YYYY-MM-DD` (a notification about an appointment): the day the screen opens on. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Route `admin-customer-id-agenda`: the project's appointments (GET /api/appointment/project/?project=),
 * upcoming first then the past ones, and « Nouveau rendez-vous », which opens the agenda preset with the
 * project as the prospect sheet does. With `?date=`, that day's appointments are marked and scrolled to.
 */
export default function CustomerAgendaRoute() {
  const projectId = useCurrentProjectId();
  if (projectId === null) return <Alert severity="info">Choisissez d'abord un projet.</Alert>;
  return <ProjectAgenda projectId={projectId} />;
}

function ProjectAgenda({ projectId }: { projectId: number }) {
  const appointments = useProjectAppointments(projectId);
  const date = useSearchParams()[0].get('date');
  const day = date && DAY.test(date) ? date : null;
  const header = useProjectHeader(projectId).data;
  const label = header ? `${header.customer.displayName} (${header.project.name})` : '';
  const salesman = header?.salesman;
  const newHref = `${routeHref('admin-account-agenda')}?${new URLSearchParams({
    project: String(projectId),
    ...(label ? { label } : {}),
    ...(salesman ? { user: String(salesman.id) } : {}),
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
          <AppointmentSection title="À venir" empty="Aucun rendez-vous à venir." list={upcoming} day={day} />
          <AppointmentSection title="Passés" empty="Aucun rendez-vous passé." list={past} day={day} />
        </>
      )}
    </Stack>
  );
}

function AppointmentSection(props: {
  title: string;
  empty: string;
  list: TAppointment[];
  day: string | null;
}) {
  const first = props.list.find((a) => dayKey(dayOf(a)) === props.day)?.id;
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
            <AppointmentItem key={a.id} onDay={dayKey(dayOf(a)) === props.day} scrolledTo={a.id === first}>
              <ListItemText
                primary={a.title}
                secondary={[
                  a.allDay ? `${formatDate(a.fromDate)} (journée)` : formatDateTime(a.fromDate),
                  a.place,
                  formatPersonName(a.user.surname, a.user.name),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              {a.cancelled && <Chip size="small" color="default" label="Annulé" />}
            </AppointmentItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** An appointment of the list; those of the day asked for are marked, the first one scrolled into view. */
function AppointmentItem(props: { onDay: boolean; scrolledTo: boolean; children: ReactNode }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (props.scrolledTo) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [props.scrolledTo]);
  return (
    <ListItem
      ref={ref}
      disableGutters
      aria-current={props.onDay ? 'date' : undefined}
      sx={{ gap: 1, ...(props.onDay && { bgcolor: 'action.selected', borderRadius: 1, px: 1 }) }}
    >
      {props.children}
    </ListItem>
  );
}
