import { type Access, COMMON_ERRORS, type Endpoint } from '@batir/shared/contract';
import { FORBIDDEN_MESSAGE } from '@batir/shared/messages';
import { allowsAccess, can } from '@batir/shared/policy';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { AppError, forbidden, unauthorized } from '../lib/app-error';
import { auditAsImpersonator } from '../lib/audit';
import type { MaintenanceService } from '../modules/admin/maintenance.service';
import type { AuthService, Principal } from '../modules/auth/auth.service';

export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Set by the access policy on every non-public route. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access and request schema, for the route-table and fuzz tests. */
    apiRoutes: {
      method: string;
      url: string;
      access: Access;
      schema: FastifySchema | undefined;
      endpoint: Endpoint;
    }[];
  }
}

/** Swagger UI registers its own routes; it only serves the public API documentation. */
const DOCUMENTATION_PREFIX = '/api/docs';

export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** Registers the policy; must run before any route is added. */
export function registerAccessPolicy(
  app: FastifyInstance,
  deps: { auth: AuthService; maintenance: MaintenanceService },
): void {
  const { auth, maintenance } = deps;
  app.decorate('apiRoutes', []);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (!isApiUrl(route.url)) return;
    const endpoint = route.config?.endpoint;
    if (route.url.startsWith(DOCUMENTATION_PREFIX) && endpoint === undefined) return;
    if (endpoint === undefined) {
      throw new Error(
        `La route ${String(route.method)} ${route.url} n'est pas enregistrée depuis un contrat de packages/shared/src/contracts (route()) : le serveur refuse de démarrer.`,
      );
    }
    const access = endpoint.access;
    // The OpenAPI document says which token and which roles each route needs.
    if (access !== 'public' && route.schema) {
      const who = access === 'authenticated' ? 'tout compte connecté' : access.join(', ');
      route.schema = { ...route.schema, security: [{ bearer: [] }], description: `Accès : ${who}.` };
    }
    for (const method of [route.method].flat())
      app.apiRoutes.push({ method, url: route.url, access, schema: route.schema, endpoint });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    request.principal = await auth.authenticate(bearerToken(request));
    await refuseDuringMaintenance(maintenance, request.principal);
    if (access !== 'authenticated' && !allowsAccess(request.principal, access))
      throw forbidden(FORBIDDEN_MESSAGE);
  });

  // A « prendre la main » session: what the handler writes is audited under the staff member's name too.
  // preHandler, with a callback: the handler runs inside `next`, after the body has been read (the body's
  // stream events would not carry a context entered sooner).
  app.addHook('preHandler', (request, _reply, next) => {
    const impersonatorId = request.principal?.impersonatorId;
    if (impersonatorId == null) next();
    else auditAsImpersonator(impersonatorId, next);
  });
}

/** During maintenance only administrators keep working: the others get MAINTENANCE and its message. */
export async function refuseDuringMaintenance(
  maintenance: Pick<MaintenanceService, 'current'>,
  principal: Principal,
): Promise<void> {
  if (can(principal, 'maintenance.bypass')) return;
  const state = await maintenance.current();
  if (state.enabled) throw new AppError(COMMON_ERRORS.MAINTENANCE, { message: state.message });
}

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

/** The signed-in caller of a non-public route (the policy guarantees it is there). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
