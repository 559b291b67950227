import type { FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Config } from '../config';
import { tooManyRequests } from '../lib/app-error';

/**
 * Content-Security-Policy of every answer (pages, API, files). Scripts only from our own origin: the built
 * app has no inline script and no eval (e2e/tests/csp.test.ts checks it in Chromium). Styles keep
 * 'unsafe-inline' and only styles: MUI's emotion writes `<style>` elements at run time (without a nonce,
 * since index.html is a static file) and components set `style=""` attributes; an injected style cannot run
 * code. `connect-src 'self'` covers the Socket.IO WebSocket of the same host (CSP level 3).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Helmet's options: the CSP above, no framing by anyone, no referrer sent, HSTS in production only. */
export function helmetOptions(config: Pick<Config, 'env'>): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Plain-HTTP trial installs must not be pinned to HTTPS.
    hsts: config.env === 'production',
  };
}

/**
 * The file viewer (/viewer/type/…) is the one answer our own pages frame: the PDF `<iframe>` of the file
 * viewer. It may be framed by the same origin, nobody else.
 */
export const VIEWER_HELMET: Partial<FastifyHelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...CSP_DIRECTIVES, frameAncestors: ["'self'"] },
  },
  frameguard: { action: 'sameorigin' },
};

export const TOO_MANY_REQUESTS_MESSAGE = 'Trop de tentatives. Réessayez dans une minute.';

/**
 * Per-address limits (`request.ip`, so TRUST_PROXY decides whether X-Forwarded-For counts) of the public
 * routes that had none, in this process's memory. Sign-in, the forgotten-password request and the website
 * contact form keep their own limits, counted in the database for every process (auth.service.ts,
 * password-reset.service.ts, website.service.ts); sign-in counts failures only, so many good sign-ins
 * from one address (offices behind one NAT, the browser tests) are never refused.
 */
export const ROUTE_RATE_LIMITS: { method: HTTPMethods; url: string; max: number }[] = [
  // Guessing a reset link: the token is long and random, and this makes trying pointless.
  { method: 'PUT', url: '/api/users/resetPassword', max: 10 },
  // Exchanging an impersonation ticket (single use, short-lived).
  { method: 'POST', url: '/api/auth/impersonate', max: 10 },
  // The calendar feed of a phone: the token in the address is the credential; calendars poll rarely.
  { method: 'GET', url: '/api/appointment/user/:user/ics', max: 30 },
];

const VIEWER_URL = '/viewer/type/:type/:file';

/**
 * Registers @fastify/rate-limit for the routes of ROUTE_RATE_LIMITS only, and the viewer's framing
 * exception; call after helmet and before the routes.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook (registered below), which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    if (route.url === VIEWER_URL) {
      route.config = { ...route.config, helmet: VIEWER_HELMET } as typeof route.config;
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limit = ROUTE_RATE_LIMITS.find((l) => l.url === route.url && methods.includes(l.method));
    if (!limit) return;
    const rateLimitConfig: RateLimitOptions = { max: limit.max, timeWindow: '1 minute' };
    route.config = { ...route.config, rateLimit: rateLimitConfig } as typeof route.config;
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(TOO_MANY_REQUESTS_MESSAGE),
  });
}
