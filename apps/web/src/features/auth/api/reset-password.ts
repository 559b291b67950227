import type { EndpointInput, EndpointResponse } from '@batir/shared/contract';
import type { authEndpoints } from '@batir/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { contractsOnDemand } from '../../../lib/contracts-on-demand';

type OkAnswer = EndpointResponse<typeof authEndpoints.resetPassword>;
export type ResetPasswordBody = EndpointInput<typeof authEndpoints.resetPassword>['body'];

/** PUT /api/users/resetPassword: the token of the mailed link and the new password. */
export async function resetPassword(body: ResetPasswordBody): Promise<OkAnswer> {
  const { authEndpoints } = await contractsOnDemand();
  return call(authEndpoints.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation<OkAnswer, ApiError, ResetPasswordBody>({ mutationFn: resetPassword });
}
