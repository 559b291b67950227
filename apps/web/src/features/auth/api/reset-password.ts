import type { EndpointInput, EndpointResponse } from '@batir/shared/contract';
import { authEndpoints } from '@batir/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';

type OkAnswer = EndpointResponse<typeof authEndpoints.resetPassword>;
export type ResetPasswordBody = EndpointInput<typeof authEndpoints.resetPassword>['body'];

/** PUT /api/users/resetPassword: the token of the mailed link and the new password. */
export function resetPassword(body: ResetPasswordBody): Promise<OkAnswer> {
  return call(authEndpoints.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation<OkAnswer, ApiError, ResetPasswordBody>({ mutationFn: resetPassword });
}
