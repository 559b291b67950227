import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api-client';
import { beginSignOut, clearSession, getAccessToken } from '../../../lib/auth';
import { contractsOnDemand } from '../../../lib/contracts-on-demand';

/** POST /api/auth/logout (revokes the session, clears the cookie), then forgets everything held here. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  beginSignOut();
  try {
    const { authEndpoints } = await contractsOnDemand();
    // The access token names the session to end, even an expired one: sent as it is, never renewed.
    await call(
      authEndpoints.logout,
      { query: {} },
      { auth: getAccessToken() !== null, refreshOnExpiry: false },
    );
  } catch {
    // Signed out here whatever the server says.
  } finally {
    clearSession();
    queryClient.clear();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => signOut(queryClient),
    onSettled: () => navigate('/login', { replace: true }),
  });
}
