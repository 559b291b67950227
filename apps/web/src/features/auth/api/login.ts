import type { TCurrentUserResponse, TLoginBody, TLoginResponse } from '@batir/shared';
import { STAFF_ONLY_MESSAGE } from '@batir/shared/messages';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth';
import { currentUserQueryOptions, isStaffUser } from '../../users/api/current-user';
import { signOut } from './logout';

/**
 * POST /api/auth/login, then GET /api/user. Craftsman accounts are signed out again and refused with
 * STAFF_ONLY_MESSAGE: the staff area is not theirs. Customers stay signed in: the product guard of the
 * next page sends them to their own area (/clients/app).
 */
export async function signIn(body: TLoginBody, queryClient: QueryClient): Promise<void> {
  const answer = await apiFetch<TLoginResponse>('/api/auth/login', { method: 'POST', body, auth: false });
  setSession(answer.token);
  let me: TCurrentUserResponse;
  try {
    me = await queryClient.fetchQuery(currentUserQueryOptions);
  } catch (error) {
    // Maintenance (503): signed in, but the product guard of the next page shows the maintenance page.
    if (error instanceof ApiError && error.status === 503) return;
    throw error;
  }
  if (!isStaffUser(me) && !me.acls.roles.isCustomer) {
    await signOut(queryClient);
    throw new ApiError(403, STAFF_ONLY_MESSAGE);
  }
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, TLoginBody>({ mutationFn: (body) => signIn(body, queryClient) });
}
