import { useMutation } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';

type OkAnswer = { error: 0; message?: string };
export type ResetPasswordBody = { token: string; password: string };

/** PUT /api/users/resetPassword: the token of the mailed link and the new password. */
export function resetPassword(body: ResetPasswordBody): Promise<OkAnswer> {
  return apiFetch<OkAnswer>('/api/users/resetPassword', { method: 'PUT', body, auth: false });
}

export function useResetPassword() {
  return useMutation<OkAnswer, ApiError, ResetPasswordBody>({ mutationFn: resetPassword });
}
