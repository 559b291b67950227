import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatShortDate, parseDateTime } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useAppointments } from '../../appointments/api/list-appointments';
import { useCurrentUser } from '../../users/api/current-user';

/** Midnight in Paris of today and of tomorrow, as instants: the day the dashboard shows. */
function parisToday(now = Date.now()) {
  const start = parseDateTime(formatShortDate(now));
  const end = parseDateTime(formatShortDate(now + 86_400_000));
  return { start: start?.toISOString() ?? '', end: end?.toISOString() ?? '' };
}

/** The signed-in user's appointments of the day, from the agenda. */
export function AppointmentsDayCard() {
  const { data: me } = useCurrentUser();
  const range = useMemo(() => ({ ...parisToday(), user: me.user.id }), [me.user.id]);
  const query = useAppointments(range);

  return (
    <Paper component="section" aria-labelledby="appointments-day-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="appointments-day-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Mes rendez-vous du jour
        </Typography>
        <Button component={Link} to={routeHref('admin-account-agenda')} size="small">
          Agenda
        </Button>
      </Stack>
      {query.isPending && (
        <Skeleton variant="rectangular" height={48} aria-label="Chargement des rendez-vous" />
      )}
      {query.isError && <Alert severity="warning">{query.error.message}</Alert>}
      {query.data && query.data.list.length === 0 && (
        <Typography color="text.secondary">Aucun rendez-vous aujourd'hui.</Typography>
      )}
      {query.data && query.data.list.length > 0 && (
        <List dense aria-label="Rendez-vous du jour">
          {query.data.list.map((appointment) => (
            <ListItem key={appointment.id} disableGutters>
              <ListItemText
                primary={
                  <span style={{ textDecoration: appointment.cancelled ? 'line-through' : 'none' }}>
                    {appointment.allDay ? 'Toute la journée' : formatDateTime(appointment.fromDate).slice(11)}{' '}
                    · {appointment.title}
                  </span>
                }
                secondary={[appointment.projectName ?? appointment.customer?.name, appointment.place]
                  .filter(Boolean)
                  .join(' · ')}
              />
              {appointment.cancelled && <Chip size="small" label="Annulé" />}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
