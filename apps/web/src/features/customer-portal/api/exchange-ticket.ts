import { call } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth';
import { contractsOnDemand } from '../../../lib/contracts-on-demand';

let endsAt: string | null = null;

/** When the impersonation session of this window ends (ISO 8601), or null when it is not one. */
export function impersonationEndsAt(): string | null {
  return endsAt;
}

/**
 * POST /api/auth/impersonate: trades the one-time ticket of the address for the customer's session: an
 * access token only, of 15 minutes at most. Not renewable: the refresh cookie of this browser is the staff
 * member's (see lib/auth `setSession`), and the server gives no refresh token.
 */
export async function exchangeTicket(ticket: string): Promise<void> {
  const { customerPortalEndpoints } = await contractsOnDemand();
  const { token } = await call(customerPortalEndpoints.exchangeTicket, { body: { ticket } });
  setSession(token, { renewable: false });
  endsAt = token.accessTokenExpiresAt;
}
