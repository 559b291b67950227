import type { TCurrentUserResponse, TLoginBody } from '@batir/shared';
import { STAFF_ONLY_MESSAGE } from '@batir/shared/messages';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth';
import { contractsOnDemand } from '../../../lib/contracts-on-demand';
import { commonCode } from '../../../lib/error-codes';
import { isCustomerUser, isStaffUser } from '../../../lib/user-policy';
import { currentUserQueryOptions } from '../../users/api/current-user';
import { signOut } from './logout';

/**
 * POST /api/auth/login, then GET /api/user, which it gives back (null during maintenance: signed in, but
 * the next page shows the maintenance page). Craftsman accounts are signed out again and refused with
 * `refusal`: neither the staff area nor the customer area is theirs. Staff and customers stay signed in:
 * each login page sends them on to their own area.
 */
export async function signIn(
  body: TLoginBody,
  queryClient: QueryClient,
  refusal = STAFF_ONLY_MESSAGE,
): Promise<TCurrentUserResponse | null> {
  const { authEndpoints } = await contractsOnDemand();
  const answer = await call(authEndpoints.login, { body });
  setSession(answer.token);
  let me: TCurrentUserResponse;
  try {
    me = await queryClient.fetchQuery(currentUserQueryOptions);
  } catch (error) {
    if (error instanceof ApiError && error.code === commonCode('MAINTENANCE')) return null;
    throw error;
  }
  if (!isStaffUser(me) && !isCustomerUser(me)) {
    await signOut(queryClient);
    throw new ApiError(403, refusal, { code: commonCode('FORBIDDEN') });
  }
  return me;
}

export function useLogin(refusal?: string) {
  const queryClient = useQueryClient();
  return useMutation<TCurrentUserResponse | null, ApiError, TLoginBody>({
    mutationFn: (body) => signIn(body, queryClient, refusal),
  });
}
