import { useMutation } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';

export type OkAnswer = { error: 0; message?: string };

/** PUT /api/users/forgotPassword: the server answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<OkAnswer> {
  return apiFetch<OkAnswer>('/api/users/forgotPassword', { method: 'PUT', body: { email }, auth: false });
}

/** `send`: the request of the space the form belongs to (this one, or the customer area's). */
export function useForgotPassword(send: (email: string) => Promise<OkAnswer>) {
  return useMutation<OkAnswer, ApiError, string>({ mutationFn: send });
}
