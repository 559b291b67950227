import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { can } from '../../../lib/can';
import { formatPersonName, formatPhone } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useCurrentUser } from '../../users/api/current-user';
import { useSalesman } from '../api/salesman';
import { useSalesmen } from '../api/salesmen-list';
import { AppointmentRequestsCard } from '../components/appointment-requests-card';
import { PinMessageCard } from '../components/pin-message-card';
import { ProfileCard } from '../components/profile-card';
import { QualificationsCard } from '../components/qualifications-card';
import { TeamCard } from '../components/team-card';
import { ToDosCard } from '../components/todos-card';
import { UpcomingCard } from '../components/upcoming-card';
import { defaultSelection, visibleSalesmen } from '../model/visible-salesmen';

/**
 * Salespeople (/v2/admin/salesman, /v2/admin/salesman/{id}): the list on the left (administrators see
 * every salesperson, the others themselves and the people they manage), the selected one's screen on the
 * right. The server checks again who may read whom (salesmen.service). `contacts` renders his contact
 * attempts and, for admins and his manager (`showNotes`), their notes about him: the contacts area's
 * panels, composed by the route (app/routes/salesmen.tsx), a feature importing another's api/ only.
 */
export function SalesmenPage(props: { contacts: ContactsSlot }) {
  const { data: me } = useCurrentUser();
  const params = useParams();
  const navigate = useNavigate();
  const list = useSalesmen();
  const caller = { id: me.user.id, seesAll: can(me, 'salesman.readAll') };
  const salesmen = visibleSalesmen(list.data?.list ?? [], caller);
  const requested = params.id ? Number(params.id) : null;
  const selected = list.isSuccess ? defaultSelection(salesmen, requested, caller) : requested;
  const staff = me.userList;

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        Commerciaux
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Paper variant="outlined">
            {list.isPending ? (
              <Skeleton variant="rectangular" height={160} />
            ) : list.isError ? (
              <Alert severity="error">{list.error.message}</Alert>
            ) : salesmen.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary">
                Aucun commercial à afficher.
              </Typography>
            ) : (
              <List aria-label="Commerciaux" dense>
                {salesmen.map((salesman) => (
                  <ListItem key={salesman.id} disablePadding>
                    <ListItemButton
                      selected={salesman.id === selected}
                      onClick={() => navigate(routeHref('admin-salesman-id', { id: salesman.id }))}
                    >
                      <ListItemText
                        primary={formatPersonName(salesman.surname, salesman.name)}
                        secondary={formatPhone(salesman.phone) || salesman.email}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          {selected === null ? null : (
            <SalesmanScreen
              key={selected}
              id={selected}
              isSelf={selected === me.user.id}
              staff={staff}
              contacts={props.contacts}
            />
          )}
        </Grid>
      </Grid>
    </Stack>
  );
}

type ContactsSlot = (salesman: { userId: number; showNotes: boolean }) => ReactNode;

function SalesmanScreen({
  id,
  isSelf,
  staff,
  contacts,
}: {
  id: number;
  isSelf: boolean;
  staff: readonly { id: number; surname: string; name: string }[];
  contacts: ContactsSlot;
}) {
  const query = useSalesman(id);
  if (query.isPending) return <Skeleton variant="rectangular" height={240} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  const { salesman } = query.data;
  return (
    <Stack spacing={2} data-testid="salesman-screen">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ProfileCard salesman={salesman} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={2}>
            <PinMessageCard salesman={salesman} />
            <TeamCard salesman={salesman} staff={staff} />
          </Stack>
        </Grid>
      </Grid>
      <QualificationsCard salesmanId={id} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <AppointmentRequestsCard salesmanId={id} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <UpcomingCard salesmanId={id} />
        </Grid>
      </Grid>
      {isSelf && <ToDosCard />}
      {contacts({ userId: id, showNotes: salesman.can.editPinMessage })}
    </Stack>
  );
}
