import type { FastifyInstance } from 'fastify';

/**
 * Addresses of the old server-rendered side (spec 1 §2.4, spec 2 §2.1, §2.4) and their /v2/ screens.
 * Each area adds its pairs when its screens land; a test checks every pair.
 * `to` receives the query string of the old address (e.g. `projectId`).
 */
export const LEGACY_REDIRECTS: { from: string; to: (query: Record<string, string | undefined>) => string }[] =
  [
    { from: '/admin', to: () => '/v2/admin' },
    { from: '/admin/redirect', to: () => '/v2/admin' },
    { from: '/login', to: () => '/v2/login' },
    { from: '/maintenance', to: () => '/v2/maintenance' },
    // The customer area's old entries (spec 2 §2.1). The customer login page sends a signed-in customer on to
    // his area; {type} (prechantier by default) named a screen of the old app, the area has only one.
    { from: '/customer', to: () => '/clients/login' },
    { from: '/customer/login', to: () => '/clients/login' },
    { from: '/customer/login/:type', to: () => '/clients/login' },
    { from: '/customer/logout', to: () => '/clients/logout' },
  ];

export function registerLegacyRedirects(app: FastifyInstance): void {
  for (const { from, to } of LEGACY_REDIRECTS) {
    app.get(from, (request, reply) =>
      reply.redirect(to(request.query as Record<string, string | undefined>), 301),
    );
  }
}
