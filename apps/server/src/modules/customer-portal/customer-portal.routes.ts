import { ZOkResponse } from '@batir/shared/auth';
import {
  ZCustomerPortalSummary,
  ZCustomerResetPasswordParams,
  ZImpersonateParams,
  ZImpersonateResponse,
  ZImpersonationExchangeBody,
  ZImpersonationExchangeResponse,
  ZProjectResetPasswordParams,
} from '@batir/shared/customer-portal';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { AuthService } from '../auth/auth.service';
import {
  exchangeTicket,
  impersonateCustomer,
  portalSummary,
  sendCustomerResetLink,
} from './customer-portal.service';

export type CustomerPortalRoutesOptions = { db: Database; auth: AuthService; publicUrl: string };

/** Staff who may send a customer a password link (salespeople: only their own customers, see the service). */
const RESET_LINK_ACCESS = ['admin', 'technical', 'salesman'] as const;

export const customerPortalRoutes: FastifyPluginAsyncZod<CustomerPortalRoutesOptions> = async (
  app,
  { db, auth, publicUrl },
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
        staff: principalOf(request),
        context: requestContext(request),
      })),
    }),
  );

  // Public: the single-use ticket is the credential. No refresh token, and no cookie: the browser's cookie
  // belongs to the staff member who opened this window, and overwriting it would turn their own tab into the
  // customer's session. The impersonation session therefore lasts one access token (15 minutes at most).
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
    async (request) => {
      const token = await exchangeTicket({
        db,
        auth,
        ticket: request.body.ticket,
        context: requestContext(request),
      });
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
  const customerResetSchema = {
    tags: ['Clients'],
    summary: 'Envoie au client un lien pour choisir son mot de passe',
    params: ZCustomerResetPasswordParams,
    response: { 200: ZOkResponse },
  };
  // Spec 3 says PUT, spec 2 says POST: both are accepted (ARCHITECTURE).
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/customer/:customer/resetPassword',
      config: { access: RESET_LINK_ACCESS },
      schema: customerResetSchema,
      handler: (request) => sendLink(request, { customerId: request.params.customer }),
    });
  }
  app.post(
    '/project/:project/resetPassword',
    {
      config: { access: RESET_LINK_ACCESS },
      schema: {
        tags: ['Projets'],
        summary: 'Envoie au client du projet un lien pour choisir son mot de passe',
        params: ZProjectResetPasswordParams,
        response: { 200: ZOkResponse },
      },
    },
    (request) => sendLink(request, { projectId: request.params.project }),
  );
};
