/**
 * Contracts of the customer portal (spec 1 §6, §7.2 « Prendre la main »; spec 2 §2.1 the customer's own
 * area; spec 2 and 3 resetPassword): impersonation, the customer's summary, and the password links staff
 * send customers.
 */

import { ZOkResponse } from '../auth';
import { defineErrors, endpoint } from '../contract';
import {
  ZCustomerPortalSummary,
  ZCustomerResetPasswordParams,
  ZImpersonateParams,
  ZImpersonateResponse,
  ZImpersonationExchangeBody,
  ZImpersonationExchangeResponse,
  ZProjectResetPasswordParams,
} from '../customer-portal';
import { CUSTOMER_ERRORS } from './customers';
import { PROJECT_ACCESS_ERRORS } from './projects-errors';

export const CUSTOMER_PORTAL_ERRORS = defineErrors({
  /** The household has no customer account (user) yet: nothing to open nor to send a link to. */
  NO_CUSTOMER_ACCOUNT: { status: 409, message: "Ce client n'a pas encore d'espace client." },
  CUSTOMER_ACCOUNT_DISABLED: { status: 409, message: "L'espace client de ce client est désactivé." },
  /** The one-time « Prendre la main » ticket is unknown, used or expired. */
  IMPERSONATION_TICKET_INVALID: {
    status: 401,
    message: 'Ce lien de prise en main est invalide ou a expiré.',
  },
  /** A customer account no household is attached to. */
  NO_CUSTOMER_RECORD: { status: 404, message: "Aucun dossier client n'est rattaché à ce compte." },
});

/** Staff who may send a customer a password link (salespeople: only their own customers, see the service). */
const resetLinkAccess = ['admin', 'technical', 'salesman'] as const;
const E = CUSTOMER_PORTAL_ERRORS;
const resetErrors = [E.NO_CUSTOMER_ACCOUNT, E.CUSTOMER_ACCOUNT_DISABLED];
const customerReset = {
  path: '/api/customer/:customer/resetPassword',
  tag: 'Clients',
  summary: 'Envoie au client un lien pour choisir son mot de passe',
  access: resetLinkAccess,
  params: ZCustomerResetPasswordParams,
  response: ZOkResponse,
  errors: [CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND, ...resetErrors],
} as const;

export const customerPortalEndpoints = {
  /** Spec 1 §6: reserved to users whose roles say admin or technical (the `customer.impersonate` permission). */
  impersonate: endpoint({
    method: 'POST',
    path: '/api/customer/:id/impersonate',
    tag: 'Clients',
    summary: "Prendre la main sur l'espace d'un client",
    access: ['customer.impersonate'],
    params: ZImpersonateParams,
    response: ZImpersonateResponse,
    errors: [CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND, E.NO_CUSTOMER_ACCOUNT],
  }),
  /** Public: the single-use ticket is the credential. */
  exchangeTicket: endpoint({
    method: 'POST',
    path: '/api/auth/impersonate',
    tag: 'Authentification',
    summary: 'Échange un ticket de prise en main contre une session client',
    access: 'public',
    body: ZImpersonationExchangeBody,
    response: ZImpersonationExchangeResponse,
    errors: [E.IMPERSONATION_TICKET_INVALID],
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/customer-portal/summary',
    tag: 'Espace client',
    summary: 'Mon dossier',
    access: ['customer'],
    response: ZCustomerPortalSummary,
    errors: [E.NO_CUSTOMER_RECORD],
  }),
  /** Spec 3 says PUT, spec 2 says POST: both are accepted (ARCHITECTURE). */
  customerResetPassword: endpoint({ method: 'PUT', ...customerReset }),
  customerResetPasswordPost: endpoint({ method: 'POST', ...customerReset }),
  projectResetPassword: endpoint({
    method: 'POST',
    path: '/api/project/:project/resetPassword',
    tag: 'Projets',
    summary: 'Envoie au client du projet un lien pour choisir son mot de passe',
    access: resetLinkAccess,
    params: ZProjectResetPasswordParams,
    response: ZOkResponse,
    errors: [PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND, ...resetErrors],
  }),
};
