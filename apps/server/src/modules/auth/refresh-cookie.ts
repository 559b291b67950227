import type { TTokenPair } from '@batir/shared/auth';
import { REFRESH_COOKIE } from '@batir/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The web app's refresh token lives only in this HttpOnly cookie, out of reach of page scripts. */
export function setRefreshCookie(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  pair: TTokenPair;
  cookieSecure: 'auto' | boolean;
}) {
  const { request, reply, pair, cookieSecure } = options;
  reply.setCookie(REFRESH_COOKIE, pair.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: cookieSecure === 'auto' ? request.protocol === 'https' : cookieSecure,
    path: '/api',
    expires: new Date(pair.refreshTokenDate),
  });
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: '/api' });
}
