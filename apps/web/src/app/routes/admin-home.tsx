import { ROLE_LABELS } from '@batir/shared/roles';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AppointmentsDayCard } from '../../features/dashboard/components/appointments-day-card';
import { PinnedMessage } from '../../features/dashboard/components/pinned-message';
import { QuoteCard } from '../../features/dashboard/components/quote-card';
import { WeatherCard } from '../../features/dashboard/components/weather-card';
import { ToDoDayCard } from '../../features/todos/components/todo-day-card';
import { useCurrentUser } from '../../features/users/api/current-user';
import { formatLongDate } from '../../lib/format';
import { routeHref } from '../../lib/route-names';

/** Route `admin`, the dashboard after sign-in: the user's day (to-dos and alerts, appointments), a quote and the weather. */
export default function AdminHome() {
  const { data } = useCurrentUser();
  const { surname, name, scope } = data.user;
  const roles = scope.map((role) => ROLE_LABELS[role]).join(', ');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, maxWidth: 1200 }}>
      <PinnedMessage message={data.user.pinMessage} />
      <Paper component="section" sx={{ p: { xs: 2, sm: 3 }, gridColumn: '1 / -1' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }} gutterBottom>
          Bonjour {surname} {name}
        </Typography>
        <Typography color="text.secondary">{formatLongDate(new Date())}</Typography>
        {roles && <Typography sx={{ mt: 1 }}>Profil : {roles}</Typography>}
        <Link
          component={RouterLink}
          to={routeHref('admin-account-profile')}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          Mon profil
        </Link>
      </Paper>
      <Box sx={{ gridRow: { md: 'span 3' }, display: 'grid', gap: 2, alignContent: 'start' }}>
        <ToDoDayCard />
        <AppointmentsDayCard />
      </Box>
      <WeatherCard />
      <QuoteCard />
    </Box>
  );
}
