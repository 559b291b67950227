import { ROLE_LABELS } from '@batir/shared/roles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../features/users/api/current-user';
import { formatLongDate } from '../../lib/format';

/** Route `admin`, the landing page after sign-in: a greeting until the dashboard arrives. */
export default function AdminHome() {
  const { data } = useCurrentUser();
  const { surname, name, scope } = data.user;
  const roles = scope.map((role) => ROLE_LABELS[role]).join(', ');

  return (
    <Paper component="section" sx={{ maxWidth: 720, p: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }} gutterBottom>
        Bonjour {surname} {name}
      </Typography>
      <Typography color="text.secondary">{formatLongDate(new Date())}</Typography>
      {roles && <Typography sx={{ mt: 2 }}>Profil : {roles}</Typography>}
    </Paper>
  );
}
