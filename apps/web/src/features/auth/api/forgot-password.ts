import type { EndpointResponse } from '@batir/shared/contract';
import type { authEndpoints } from '@batir/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { contractsOnDemand } from '../../../lib/contracts-on-demand';

export type OkAnswer = EndpointResponse<typeof authEndpoints.forgotPassword>;

/** PUT /api/users/forgotPassword: the server answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<OkAnswer> {
  const { authEndpoints } = await contractsOnDemand();
  return call(authEndpoints.forgotPassword, { body: { email } });
}

/** `send`: the request of the space the form belongs to (this one, or the customer area's). */
export function useForgotPassword(send: (email: string) => Promise<OkAnswer>) {
  return useMutation<OkAnswer, ApiError, string>({ mutationFn: send });
}
