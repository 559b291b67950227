import {
  REFRESH_COOKIE,
  ZAuthTesterResponse,
  ZLoginBody,
  ZLoginResponse,
  ZOkResponse,
  ZRefreshQuery,
  ZRefreshResponse,
} from '@batir/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { AuthService } from './auth.service';
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie';

const tags = ['Authentification'];

export type AuthRoutesOptions = { auth: AuthService; cookieSecure: 'auto' | boolean };

/** Sign-in, token refresh and logout (spec 1 §7.1). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, cookieSecure }) => {
  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Connexion', body: ZLoginBody, response: { 200: ZLoginResponse } },
    },
    async (request, reply) => {
      const token = await auth.login({ ...request.body, context: requestContext(request) });
      setRefreshCookie({ request, reply, pair: token, cookieSecure });
      return { error: 0 as const, token };
    },
  );

  const refresh = async (
    request: FastifyRequest<{ Querystring: { refresh_token?: string } }>,
    reply: FastifyReply,
  ) => {
    const refreshToken = request.query.refresh_token ?? request.cookies[REFRESH_COOKIE];
    // Nothing to refresh is not a failure: the web app asks at every load, unable to see its HttpOnly cookie,
    // and a 401 there would be logged in every signed-out browser's console.
    if (!refreshToken) return { error: 0 as const, token: null };
    try {
      const token = await auth.refresh({ refreshToken, context: requestContext(request) });
      setRefreshCookie({ request, reply, pair: token, cookieSecure });
      return { error: 0 as const, token };
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  };
  const refreshSchema = {
    tags,
    summary: 'Nouvelle paire de jetons (refresh_token en paramètre ou cookie)',
    querystring: ZRefreshQuery,
    response: { 200: ZRefreshResponse },
  };
  // The spec's client calls GET; POST is accepted too (ARCHITECTURE: accept both forms, answer one).
  app.get('/token/refresh', { config: { access: 'public' }, schema: refreshSchema }, refresh);
  app.post('/token/refresh', { config: { access: 'public' }, schema: refreshSchema }, refresh);

  // Public on purpose: it only ends the session whose token the caller presents, even an expired one.
  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Déconnexion', querystring: ZRefreshQuery, response: { 200: ZOkResponse } },
    },
    async (request, reply) => {
      const accessToken = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const refreshToken = request.query.refresh_token ?? request.cookies[REFRESH_COOKIE];
      await auth.logout({
        ...(accessToken ? { accessToken } : {}),
        ...(refreshToken ? { refreshToken } : {}),
        context: requestContext(request),
      });
      clearRefreshCookie(reply);
      return { error: 0 as const, message: 'Vous êtes déconnecté.' };
    },
  );

  app.get(
    '/auth_tester',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: "Vérifie le jeton d'accès", response: { 200: ZAuthTesterResponse } },
    },
    async (request) => {
      const principal = principalOf(request);
      return { error: 0 as const, userId: principal.userId, expiresAt: principal.expiresAt.toISOString() };
    },
  );
};
