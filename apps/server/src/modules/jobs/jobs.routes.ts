import { jobEndpoints as api } from '@batir/shared/contracts/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { JobService } from './jobs.service';

/**
 * A user's jobs (the jobs panel, the exports page), registered from their contracts
 * (packages/shared/src/contracts/jobs.ts). Staff only; each one his own jobs.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobService }> = async (app, { jobs }) => {
  route(app, api.list, async (request) => ({
    error: 0 as const,
    ...(await jobs.list(principalOf(request), request.query.kind)),
  }));

  route(app, api.cancel, async (request) => ({
    error: 0 as const,
    ...(await jobs.cancel(principalOf(request), request.params.id)),
  }));

  route(app, api.link, async (request) => ({
    error: 0 as const,
    ...(await jobs.link(principalOf(request), request.params.id)),
  }));
};
