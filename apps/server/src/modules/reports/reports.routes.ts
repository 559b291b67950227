import { reportsEndpoints as api } from '@batir/shared/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { createReportService } from './reports.service';

/**
 * Correction requests and suggestions (spec 1 §2.13; spec 2 "Report: list, info, close, add"), registered
 * from their contracts (packages/shared/src/contracts/reports.ts). Any staff member files one; only admins
 * read and close them. Attachments: upload first (POST /api/file/upload, type=report, no linkedId), then
 * send the answered ids in `files`.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const reports = createReportService({ db });

  route(app, api.create, async (request) => ({
    error: 0 as const,
    message: 'Merci, votre demande a été transmise.',
    report: await reports.create({
      authorId: principalOf(request).userId,
      body: request.body,
      context: requestContext(request),
    }),
  }));

  route(app, api.list, async (request) => ({ error: 0 as const, ...(await reports.list(request.query)) }));

  route(app, api.info, async (request) => ({
    error: 0 as const,
    report: await reports.info({ id: request.params.id }),
  }));

  route(app, api.close, async (request) => ({
    error: 0 as const,
    message: 'Signalement fermé.',
    report: await reports.close({
      id: request.params.id,
      userId: principalOf(request).userId,
      context: requestContext(request),
    }),
  }));
};
