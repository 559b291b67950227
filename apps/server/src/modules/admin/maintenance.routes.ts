import { ZMaintenanceBody, ZMaintenanceResponse } from '@batir/shared/shell';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { MaintenanceService } from './maintenance.service';

const tags = ['Administration'];

export const maintenanceRoutes: FastifyPluginAsyncZod<{ maintenance: MaintenanceService }> = async (
  app,
  { maintenance },
) => {
  // Public: the sign-in and maintenance pages must know it before anyone signs in.
  app.get(
    '/maintenance',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Mode maintenance', response: { 200: ZMaintenanceResponse } },
    },
    async () => ({ error: 0 as const, maintenance: await maintenance.current() }),
  );

  app.put(
    '/maintenance',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Active ou coupe le mode maintenance',
        body: ZMaintenanceBody,
        response: { 200: ZMaintenanceResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      maintenance: await maintenance.set({
        ...request.body,
        userId: principalOf(request).userId,
        context: requestContext(request),
      }),
    }),
  );
};
