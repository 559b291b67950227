import {
  ZCustomerPortalSummary,
  ZImpersonateParams,
  ZImpersonateResponse,
  ZImpersonationExchangeBody,
  ZImpersonationExchangeResponse,
} from '@batir/shared/customer-portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { AuthService } from '../auth/auth.service';
import { setRefreshCookie } from '../auth/refresh-cookie';
import { exchangeTicket, impersonateCustomer, portalSummary } from './customer-portal.service';

export type CustomerPortalRoutesOptions = { db: Database; auth: AuthService; cookieSecure: 'auto' | boolean };

export const customerPortalRoutes: FastifyPluginAsyncZod<CustomerPortalRoutesOptions> = async (
  app,
  { db, auth, cookieSecure },
) => {
  // Spec 1 §6: reserved to users whose roles say admin or technical (the `customer.impersonate` permission).
  app.post(
    '/customer/:id/impersonate',
    {
      config: { access: ['customer.impersonate'] },
      schema: {
        tags: ['Clients'],
        summary: "Prendre la main sur l'espace d'un client",
        params: ZImpersonateParams,
        response: { 200: ZImpersonateResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await impersonateCustomer({
        db,
        customerId: request.params.id,
        staffUserId: principalOf(request).userId,
        context: requestContext(request),
      })),
    }),
  );

  // Public: the single-use ticket is the credential.
  app.post(
    '/auth/impersonate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Authentification'],
        summary: 'Échange un ticket de prise en main contre une session client',
        body: ZImpersonationExchangeBody,
        response: { 200: ZImpersonationExchangeResponse },
      },
    },
    async (request, reply) => {
      const token = await exchangeTicket({
        db,
        auth,
        ticket: request.body.ticket,
        context: requestContext(request),
      });
      setRefreshCookie({ request, reply, pair: token, cookieSecure });
      return { error: 0 as const, token };
    },
  );

  app.get(
    '/customer-portal/summary',
    {
      config: { access: ['customer'] },
      schema: { tags: ['Espace client'], summary: 'Mon dossier', response: { 200: ZCustomerPortalSummary } },
    },
    async (request) => {
      const { userId, sessionId } = principalOf(request);
      return portalSummary({ db, userId, sessionId });
    },
  );
};
