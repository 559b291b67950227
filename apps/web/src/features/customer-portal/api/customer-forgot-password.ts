import { authEndpoints } from '@batir/shared/contracts/auth';
import { call } from '../../../lib/api-client';

/**
 * POST /api/customerForgotPassword (spec 2 §7.2): the same answer whether or not the address has an account;
 * a customer's link opens /clients/forgotPassword.
 */
export function requestCustomerPasswordReset(email: string) {
  return call(authEndpoints.customerForgotPassword, { body: { email } });
}
