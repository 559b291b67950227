import { maintenanceEndpoints as api } from '@batir/shared/contracts/maintenance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { MaintenanceService } from './maintenance.service';

/** Maintenance mode, registered from its contracts (contracts/maintenance.ts). */
export const maintenanceRoutes: FastifyPluginAsyncZod<{ maintenance: MaintenanceService }> = async (
  app,
  { maintenance },
) => {
  // Public: the sign-in and maintenance pages must know it before anyone signs in.
  route(app, api.get, async () => ({ error: 0 as const, maintenance: await maintenance.current() }));

  route(app, api.set, async (request) => ({
    error: 0 as const,
    maintenance: await maintenance.set({
      ...request.body,
      userId: principalOf(request).userId,
      context: requestContext(request),
    }),
  }));
};
