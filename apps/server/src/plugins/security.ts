import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { tooManyRequests } from '../lib/app-error';

/**
 * Content-Security-Policy of every answer (pages, API, files). Scripts only from our own origin: the built
 * app has no inline script and no eval (e2e/tests/csp.test.ts checks it in Chromium). Styles keep
 * 'unsafe-inline' and only styles: MUI's emotion writes `<style>` elements at run time (without a nonce,
 * since index.html is a static file) and components set `style=""` attributes; an injected style cannot run
 * code. `connect-src 'self'` covers the Socket.IO WebSocket of the same host (CSP level 3).
 */
const CSP_DIRECTIVES = {
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
  // frame-ancestors: by helmetOptions ('none', or 'self' for the file viewer).
  upgradeInsecureRequests: null,
};

/**
 * Helmet's options: the CSP above, no referrer sent, HSTS in production only, and no framing by anyone except
 * for the file viewer (/viewer/type/…, `framedBySelf`): the PDF `<iframe>` of our own pages, and nobody else's.
 */
function helmetOptions(config: Pick<Config, 'env'>, framedBySelf = false): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, frameAncestors: [framedBySelf ? "'self'" : "'none'"] },
    },
    frameguard: { action: framedBySelf ? 'sameorigin' : 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Plain-HTTP trial installs must not be pinned to HTTPS.
    hsts: config.env === 'production',
  };
}

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
 * Security headers on every answer, refused ones included (first onRequest hook), with the viewer's framing
 * exception. Helmet itself, not @fastify/helmet: that plugin calls `helmet(options)` on every request, which
 * parses the CSP directives again each time (a fifth of the CPU of GET /api/user in the bench); here each
 * policy is built once and a request only sets its headers.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'env'>): void {
  const everywhere = helmet(helmetOptions(config));
  const viewer = helmet(helmetOptions(config, true));
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.routeOptions.url === VIEWER_URL ? viewer : everywhere;
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/** Registers @fastify/rate-limit for the routes of ROUTE_RATE_LIMITS only; call before the routes. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook (registered below), which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
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
