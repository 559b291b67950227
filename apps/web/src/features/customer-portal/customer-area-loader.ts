import { data, type LoaderFunctionArgs, redirect, replace } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { isSignedIn, restoreSession } from '../../lib/auth';
import { commonCode } from '../../lib/error-codes';
import { queryClient } from '../../lib/query-client';
import { exchangeTicket } from './api/exchange-ticket';
import { portalSummaryQueryOptions } from './api/portal-summary';
import { customerLoginPath } from './redirect';

export const CUSTOMERS_ONLY_MESSAGE =
  "Cet espace est réservé aux clients : l'espace du personnel est à l'adresse /v2/admin.";

/**
 * /clients/app. With `?ticket=` (a staff member's "Prendre la main"), signs in with the one-time ticket
 * and reloads the page without it, so the address never keeps a credential. Otherwise the visitor's own
 * session: signed-out visitors go to the customer login page, which brings them back here; staff get a
 * 403, customers get their summary.
 */
export async function customerAreaLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const ticket = url.searchParams.get('ticket');
  if (ticket) {
    try {
      await exchangeTicket(ticket);
    } catch (error) {
      if (error instanceof ApiError) throw data(error.message, { status: error.status || 500 });
      throw error;
    }
    queryClient.removeQueries({ queryKey: portalSummaryQueryOptions.queryKey });
    url.searchParams.delete('ticket');
    // Replaces the history entry: Back does not return to the used ticket.
    throw replace(`/app${url.search}${url.hash}`);
  }
  await restoreSession();
  if (!isSignedIn()) throw redirect(customerLoginPath(`${url.pathname}${url.search}${url.hash}`));
  try {
    await queryClient.ensureQueryData(portalSummaryQueryOptions);
  } catch (error) {
    if (error instanceof ApiError && error.code === commonCode('FORBIDDEN'))
      throw data(CUSTOMERS_ONLY_MESSAGE, { status: 403 });
    throw error;
  }
  return null;
}
