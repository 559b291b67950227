import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { getSignOutReason } from '../../../lib/auth';
import { isStaffUser } from '../../../lib/can';
import { LoginForm } from '../../auth';
import { STAFF_AREA_PATH } from '../customer-login-loader';
import { safeCustomerPath } from '../redirect';

const CUSTOMER_LOGIN_TITLE = "Connexion à l'espace client";
/** A craftsman's account: neither this area nor the staff one is his. */
const CUSTOMER_AREA_REFUSAL =
  "Ce compte n'a pas accès à l'espace client : l'espace artisan a sa propre adresse.";

/**
 * /clients/login (spec 2 §2.1): the customers' own sign-in, in the default layout like the staff one. A
 * customer comes back to the page he asked for (`?redirect=/clients/…`); a staff account is sent to the
 * staff area, a full page load since it is the other router.
 */
export default function CustomerLoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [notice] = useState(getSignOutReason);

  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 3, fontWeight: 700 }}>
        {CUSTOMER_LOGIN_TITLE}
      </Typography>
      <LoginForm
        notice={notice}
        refusal={CUSTOMER_AREA_REFUSAL}
        onSignedIn={(user) => {
          if (user && isStaffUser(user)) window.location.assign(STAFF_AREA_PATH);
          else navigate(safeCustomerPath(searchParams.get('redirect')), { replace: true });
        }}
      />
      <Link
        component={RouterLink}
        to="/forgotPassword"
        variant="body2"
        sx={{ display: 'block', mt: 2, textAlign: 'center' }}
      >
        Mot de passe oublié ?
      </Link>
    </>
  );
}
