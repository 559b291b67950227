import type { TAppointment } from '@batir/shared/appointments';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';
import { useUserAppointments } from '../api/user-appointments';
import { formatAppointmentDate, groupFutureByDay } from '../model/agenda';

/** The user's future appointments grouped per day (spec 3 §2), from GET /api/appointment/user/{user}. */
export function UpcomingList({
  user,
  onOpen,
}: {
  user: number;
  onOpen: (appointment: TAppointment) => void;
}) {
  const query = useUserAppointments(user);
  const days = groupFutureByDay(query.data?.list ?? [], new Date());
  if (query.isPending) return <Typography color="text.secondary">Chargement…</Typography>;
  if (days.length === 0) return <Typography color="text.secondary">Aucun rendez-vous à venir.</Typography>;
  return (
    <List dense aria-label="Rendez-vous à venir" sx={{ maxHeight: 480, overflow: 'auto' }}>
      {days.map((day) => (
        <li key={day.day}>
          <ul style={{ padding: 0 }}>
            <ListSubheader>{formatDate(day.day)}</ListSubheader>
            {day.appointments.map((appointment) => (
              <ListItem key={appointment.id} disablePadding>
                <ListItemButton onClick={() => onOpen(appointment)}>
                  <ListItemText
                    primary={appointment.title}
                    secondary={[formatAppointmentDate(appointment), appointment.customer?.name]
                      .filter(Boolean)
                      .join(' · ')}
                    sx={appointment.cancelled ? { textDecoration: 'line-through' } : undefined}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
