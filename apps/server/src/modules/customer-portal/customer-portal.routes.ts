import { customerPortalEndpoints as api } from '@batir/shared/contracts/customer-portal';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { AuthService } from '../auth';
import {
  exchangeTicket,
  impersonateCustomer,
  portalSummary,
  sendCustomerResetLink,
} from './customer-portal.service';

export type CustomerPortalRoutesOptions = { db: Database; auth: AuthService; publicUrl: string };

/** « Prendre la main », the customer's summary and the password links, from contracts/customer-portal.ts. */
export const customerPortalRoutes: FastifyPluginAsyncZod<CustomerPortalRoutesOptions> = async (
  app,
  { db, auth, publicUrl },
) => {
  // Spec 1 §6: reserved to users whose roles say admin or technical (the `customer.impersonate` permission).
  route(app, api.impersonate, async (request) => ({
    error: 0 as const,
    ...(await impersonateCustomer({
      db,
      customerId: request.params.id,
      staff: principalOf(request),
      context: requestContext(request),
    })),
  }));

  // Public: the single-use ticket is the credential. No refresh token, and no cookie: the browser's cookie
  // belongs to the staff member who opened this window, and overwriting it would turn their own tab into the
  // customer's session. The impersonation session therefore lasts one access token (15 minutes at most).
  route(app, api.exchangeTicket, async (request) => {
    const token = await exchangeTicket({
      db,
      auth,
      ticket: request.body.ticket,
      context: requestContext(request),
    });
    return { error: 0 as const, token };
  });

  route(app, api.summary, async (request) => {
    const { userId, sessionId } = principalOf(request);
    return portalSummary({ db, userId, sessionId });
  });

  const sendLink = (request: FastifyRequest, target: { customerId: number } | { projectId: number }) => {
    const { userId, roles } = principalOf(request);
    return sendCustomerResetLink({
      db,
      target,
      sender: { userId, roles },
      publicUrl,
      context: requestContext(request),
    }).then(({ message }) => ({ error: 0 as const, message }));
  };
  // Spec 3 says PUT, spec 2 says POST: both are accepted (ARCHITECTURE).
  route(app, api.customerResetPassword, (request) =>
    sendLink(request, { customerId: request.params.customer }),
  );
  route(app, api.customerResetPasswordPost, (request) =>
    sendLink(request, { customerId: request.params.customer }),
  );
  route(app, api.projectResetPassword, (request) => sendLink(request, { projectId: request.params.project }));
};
