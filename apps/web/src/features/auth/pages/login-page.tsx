import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { getSignOutReason } from '../../../lib/auth';
import { routeHref } from '../../../lib/route-names';
import { LoginForm } from '../components/login-form';
import { safeRedirectPath } from '../redirect';

export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [notice] = useState(getSignOutReason);

  // Drawn inside the default layout (dark background, logo, card): see app/router.tsx.
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 3, fontWeight: 700 }}>
        Connexion à l'espace du personnel
      </Typography>
      <LoginForm
        notice={notice}
        onSignedIn={() => navigate(safeRedirectPath(searchParams.get('redirect')), { replace: true })}
      />
      <Link
        component={RouterLink}
        to={routeHref('admin-forgotPassword')}
        variant="body2"
        sx={{ display: 'block', mt: 2, textAlign: 'center' }}
      >
        Mot de passe oublié ?
      </Link>
    </>
  );
}
