import { routeHref } from '../../../lib/route-names';
import { requestPasswordReset } from '../api/forgot-password';
import { ForgotPasswordScreens } from '../components/forgot-password-screens';

/**
 * /v2/admin/forgotPassword (guest, default layout). The mailed link comes back to this same address with
 * `?token=…` (see the server's password-reset service): then the page sets the new password.
 */
export default function ForgotPasswordPage() {
  return (
    <ForgotPasswordScreens
      send={requestPasswordReset}
      loginHref={routeHref('login')}
      forgotHref={routeHref('admin-forgotPassword')}
    />
  );
}
