import { ForgotPasswordScreens } from '../../auth';
import { requestCustomerPasswordReset } from '../api/customer-forgot-password';

/**
 * /clients/forgotPassword: the staff page's screens for customers: the request goes to
 * POST /api/customerForgotPassword, whose mailed link opens this page again with `?token=…`, and the new
 * password leads to the customer login page.
 */
export default function CustomerForgotPasswordPage() {
  return (
    <ForgotPasswordScreens
      send={requestCustomerPasswordReset}
      loginHref="/login"
      forgotHref="/forgotPassword"
    />
  );
}
