/**
 * Contracts of sign-in, token refresh, logout and the forgotten password (spec 1 §7.1, §8; spec 2 §7.2
 * "users/forgotPassword", "users/resetPassword", "customerForgotPassword"). Every one is public: the caller
 * has no session yet, or one that may have expired.
 */
import {
  ZAuthTesterResponse,
  ZForgotPasswordBody,
  ZLoginBody,
  ZLoginResponse,
  ZOkResponse,
  ZRefreshQuery,
  ZRefreshResponse,
  ZRefreshWithUserQuery,
  ZResetPasswordBody,
} from '../auth';
import { COMMON_ERRORS, defineErrors, endpoint } from '../contract';
import { INVALID_CREDENTIALS_MESSAGE } from '../messages';
import { ZCurrentUserResponse } from '../users';

export const AUTH_ERRORS = defineErrors({
  INVALID_CREDENTIALS: { status: 401, message: INVALID_CREDENTIALS_MESSAGE },
  /** Said only to someone who gave the right password. */
  ACCOUNT_DISABLED: { status: 403, message: 'Ce compte est désactivé. Contactez un administrateur.' },
  /** A temporary customer account (POST /api/user/{id}/createTempAccess) past its end. */
  TEMPORARY_ACCESS_EXPIRED: {
    status: 403,
    message: 'Votre accès temporaire a expiré. Contactez votre conseiller pour le prolonger.',
  },
  /** A password reset link unknown, used already, or more than an hour old. */
  RESET_LINK_INVALID: {
    status: 400,
    message: 'Ce lien de réinitialisation est invalide ou a expiré : demandez-en un nouveau.',
  },
});

const tag = 'Authentification';
const refreshSummary = 'Nouvelle paire de jetons (refresh_token en paramètre ou cookie)';
/** A refresh token unknown, expired, replayed, or of a closed session or account. */
const refreshErrors = [COMMON_ERRORS.SESSION_ENDED];

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    tag,
    summary: 'Connexion',
    access: 'public',
    body: ZLoginBody,
    response: ZLoginResponse,
    errors: [
      AUTH_ERRORS.INVALID_CREDENTIALS,
      AUTH_ERRORS.ACCOUNT_DISABLED,
      AUTH_ERRORS.TEMPORARY_ACCESS_EXPIRED,
    ],
  }),
  /** The spec's client calls GET; POST is accepted too (ARCHITECTURE: accept both forms, answer one). */
  refresh: endpoint({
    method: 'GET',
    path: '/api/token/refresh',
    tag,
    summary: refreshSummary,
    access: 'public',
    query: ZRefreshWithUserQuery,
    // `currentUser`: only with ?include=user (ZRefreshWithUserQuery).
    response: ZRefreshResponse.extend({ currentUser: ZCurrentUserResponse.optional() }),
    errors: refreshErrors,
  }),
  refreshByPost: endpoint({
    method: 'POST',
    path: '/api/token/refresh',
    tag,
    summary: refreshSummary,
    access: 'public',
    query: ZRefreshQuery,
    response: ZRefreshResponse,
    errors: refreshErrors,
  }),
  /** Public on purpose: it only ends the session whose token the caller presents, even an expired one. */
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    tag,
    summary: 'Déconnexion',
    access: 'public',
    query: ZRefreshQuery,
    response: ZOkResponse,
  }),
  tester: endpoint({
    method: 'GET',
    path: '/api/auth_tester',
    tag,
    summary: "Vérifie le jeton d'accès",
    access: 'authenticated',
    response: ZAuthTesterResponse,
  }),
  /** Staff form; the same answer whether or not the address has an account. */
  forgotPassword: endpoint({
    method: 'PUT',
    path: '/api/users/forgotPassword',
    tag,
    summary: 'Mot de passe oublié',
    access: 'public',
    body: ZForgotPasswordBody,
    response: ZOkResponse,
  }),
  /** The customer area's form: same limits, answer and mail as the staff one. */
  customerForgotPassword: endpoint({
    method: 'POST',
    path: '/api/customerForgotPassword',
    tag,
    summary: 'Mot de passe oublié (espace client)',
    access: 'public',
    body: ZForgotPasswordBody,
    response: ZOkResponse,
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/api/users/resetPassword',
    tag,
    summary: 'Nouveau mot de passe (lien reçu)',
    access: 'public',
    body: ZResetPasswordBody,
    response: ZOkResponse,
    errors: [AUTH_ERRORS.RESET_LINK_INVALID],
  }),
};
