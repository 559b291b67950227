import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../users/api/current-user';
import { useProfile } from '../api/profile';
import { ProfileForm } from '../components/profile-form';
import { ProfilePhoto } from '../components/profile-photo';

/** Route `admin-account-profile`. */
export default function ProfilePage() {
  const { data: me } = useCurrentUser();
  const { data } = useProfile(me.user.id);
  return (
    <Paper component="section" sx={{ maxWidth: 720, p: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Mon profil
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {data.user.email}
      </Typography>
      <ProfilePhoto
        userId={me.user.id}
        surname={data.user.surname}
        name={data.user.name}
        photoUrl={me.user.photoUrl}
      />
      <ProfileForm profile={data.user} />
    </Paper>
  );
}
