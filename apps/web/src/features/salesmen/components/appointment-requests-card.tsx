import { APPOINTMENT_TYPES } from '@batir/shared/appointments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { formatDateTime } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useCloseAppointmentRequest, useUserAppointmentRequests } from '../api/appointment-requests';

/**
 * His waiting appointment requests. "Planifier" opens the agenda to book it; "Annuler" closes the
 * request (after a confirmation).
 */
export function AppointmentRequestsCard({ salesmanId }: { salesmanId: number }) {
  const query = useUserAppointmentRequests(salesmanId);
  const close = useCloseAppointmentRequest();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const onCancel = async (id: number, customerName: string) => {
    if (
      !(await confirm({
        title: 'Annuler la demande',
        message: `La demande de rendez-vous de ${customerName} sera close sans rendez-vous.`,
      }))
    )
      return;
    try {
      await close.mutateAsync({ id, body: { status: 'cancelled' } });
      snackbar.show({ text: 'Demande de rendez-vous annulée.' });
    } catch {
      // The global error snackbar shows the server's message (meta.errorSnackbar).
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Demandes de rendez-vous en attente
        </Typography>
        {query.isPending ? (
          <Skeleton variant="rectangular" height={48} />
        ) : query.isError ? (
          <Alert severity="error">{query.error.message}</Alert>
        ) : query.data.list.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Aucune demande en attente.
          </Typography>
        ) : (
          <List dense aria-label="Demandes de rendez-vous">
            {query.data.list.map((request) => (
              <ListItem
                key={request.id}
                disableGutters
                secondaryAction={
                  <Stack direction="row" spacing={1}>
                    <Button size="small" component={RouterLink} to={routeHref('admin-account-agenda')}>
                      Planifier
                    </Button>
                    <Button
                      size="small"
                      color="warning"
                      onClick={() => onCancel(request.id, request.customerName)}
                      disabled={close.isPending}
                    >
                      Annuler
                    </Button>
                  </Stack>
                }
              >
                <ListItemText
                  primary={`${request.customerName} · ${
                    APPOINTMENT_TYPES[request.type as keyof typeof APPOINTMENT_TYPES] ?? 'Rendez-vous'
                  }`}
                  secondary={[
                    `Demandé le ${formatDateTime(request.createdAt)}`,
                    request.availability && `Disponibilités : ${request.availability}`,
                    request.message,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  sx={{ pr: 20 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
