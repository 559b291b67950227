import { REFRESH_COOKIE } from '@batir/shared';
import type { EndpointResponse } from '@batir/shared/contract';
import { authEndpoints as api } from '@batir/shared/contracts/auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { type ContractRequest, route } from '../../plugins/contracts';
import type { AuthService } from './auth.service';
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie';

export type AuthRoutesOptions = {
  auth: AuthService;
  cookieSecure: 'auto' | boolean;
  /**
   * GET /api/user's answer (JSON text) for the holder of a fresh access token, or null when he may not work
   * now: what ?include=user adds to a refresh (modules/users/current-user.ts, given by app.ts).
   */
  currentUserOfToken?: (accessToken: string) => Promise<string | null>;
};

/** Sign-in, token refresh and logout (spec 1 §7.1), registered from their contracts (contracts/auth.ts). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, cookieSecure, currentUserOfToken },
) => {
  route(app, api.login, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = await auth.login({ ...request.body, context: requestContext(request) });
    setRefreshCookie({ request, reply, pair: token, cookieSecure });
    return { error: 0 as const, token };
  });

  const refresh = async (request: ContractRequest<typeof api.refresh>, reply: FastifyReply) => {
    // A token answer is never kept by a browser or proxy cache (RFC 6749 §5.1).
    reply.header('cache-control', 'no-store');
    const refreshToken = request.query.refresh_token ?? request.cookies[REFRESH_COOKIE];
    // Nothing to refresh is not a failure: the web app asks at every load, unable to see its HttpOnly cookie,
    // and a 401 there would be logged in every signed-out browser's console.
    if (!refreshToken) return { error: 0 as const, token: null };
    try {
      const token = await auth.refresh({ refreshToken, context: requestContext(request) });
      setRefreshCookie({ request, reply, pair: token, cookieSecure });
      const currentUser =
        'include' in request.query && request.query.include === 'user'
          ? await currentUserOfToken?.(token.accessToken)
          : null;
      if (!currentUser) return { error: 0 as const, token };
      // GET /api/user's answer is kept written out (current-user.ts): placed as it is, not parsed again.
      const body = `{"error":0,"token":${JSON.stringify(token)},"currentUser":${currentUser}}`;
      return reply
        .type('application/json; charset=utf-8')
        .send(body as unknown as EndpointResponse<typeof api.refresh>);
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  };
  // The spec's client calls GET; POST is accepted too (ARCHITECTURE: accept both forms, answer one).
  route(app, api.refresh, refresh);
  route<typeof api.refreshByPost>(app, api.refreshByPost, refresh);

  // Public on purpose: it only ends the session whose token the caller presents, even an expired one.
  route(app, api.logout, async (request, reply) => {
    const accessToken = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const refreshToken = request.query.refresh_token ?? request.cookies[REFRESH_COOKIE];
    await auth.logout({
      ...(accessToken ? { accessToken } : {}),
      ...(refreshToken ? { refreshToken } : {}),
      context: requestContext(request),
    });
    clearRefreshCookie(reply);
    return { error: 0 as const, message: 'Vous êtes déconnecté.' };
  });

  route(app, api.tester, async (request) => {
    const principal = principalOf(request);
    return { error: 0 as const, userId: principal.userId, expiresAt: principal.expiresAt.toISOString() };
  });
};
