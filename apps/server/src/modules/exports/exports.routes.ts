import { exportEndpoints as api } from '@batir/shared/contracts/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { ExportService } from './exports.service';

/** POST /api/export (packages/shared/src/contracts/exports.ts): staff, the lists they see. */
export const exportsRoutes: FastifyPluginAsyncZod<{ exports: ExportService }> = async (app, { exports }) => {
  route(app, api.export, async (request) => ({
    error: 0 as const,
    ...(await exports.start(principalOf(request), request.body)),
  }));
};
