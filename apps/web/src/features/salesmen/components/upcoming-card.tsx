import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useUserAppointments } from '../../appointments/api/user-appointments';

/** His next appointments (those the caller may see), soonest first. */
export function UpcomingCard({ salesmanId }: { salesmanId: number }) {
  const query = useUserAppointments(salesmanId);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Prochains rendez-vous
        </Typography>
        {query.isPending ? (
          <Skeleton variant="rectangular" height={48} />
        ) : query.isError ? (
          <Alert severity="error">{query.error.message}</Alert>
        ) : query.data.list.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Aucun rendez-vous à venir.
          </Typography>
        ) : (
          <List dense aria-label="Prochains rendez-vous">
            {query.data.list.map((appointment) => (
              <ListItem key={appointment.id} disableGutters>
                <ListItemText
                  primary={`${appointment.allDay ? formatDate(appointment.fromDate) : formatDateTime(appointment.fromDate)} · ${appointment.title}`}
                  secondary={
                    <>
                      {[appointment.customer?.name, appointment.place].filter(Boolean).join(' · ')}
                      {appointment.visioUrl && (
                        <>
                          {' · '}
                          <Link href={appointment.visioUrl} target="_blank" rel="noopener noreferrer">
                            Lien de visio
                          </Link>
                        </>
                      )}
                    </>
                  }
                  sx={{ textDecoration: appointment.cancelled ? 'line-through' : undefined }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
