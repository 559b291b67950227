import { apiFetch } from '../../../lib/api-client';
import type { OkAnswer } from '../../auth/api/forgot-password';

/**
 * POST /api/customerForgotPassword (spec 2 §7.2): the same answer whether or not the address has an account;
 * a customer's link opens /clients/forgotPassword.
 */
export function requestCustomerPasswordReset(email: string): Promise<OkAnswer> {
  return apiFetch<OkAnswer>('/api/customerForgotPassword', { method: 'POST', body: { email }, auth: false });
}
