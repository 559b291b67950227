import {
  ZReportBody,
  ZReportIdParams,
  ZReportInfoResponse,
  ZReportListQuery,
  ZReportListResponse,
  ZReportResponse,
} from '@batir/shared/reports';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { createReportService } from './reports.service';

const tags = ['Signalements'];
const adminOnly = { access: ['admin'] as const };

/**
 * Correction requests and suggestions (spec 1 §2.13; spec 2 "Report: list, info, close, add"). Any staff
 * member files one; only admins read and close them. Attachments: upload first (POST /api/file/upload,
 * type=report, no linkedId), then send the answered ids in `files`.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const reports = createReportService({ db });

  app.post(
    '/report',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags,
        summary:
          'Demande de correction (type 1) ou suggestion (type 2) ; pièces jointes déposées avant par POST /api/file/upload (type=report), leurs ids dans files',
        body: ZReportBody,
        response: { 200: ZReportResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      message: 'Merci, votre demande a été transmise.',
      report: await reports.create({
        authorId: principalOf(request).userId,
        body: request.body,
        context: requestContext(request),
      }),
    }),
  );

  app.get(
    '/report/list',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Signalements, les plus récents en premier (state : open, closed ou all)',
        querystring: ZReportListQuery,
        response: { 200: ZReportListResponse },
      },
    },
    async (request) => ({ error: 0 as const, ...(await reports.list(request.query)) }),
  );

  app.get(
    '/report/:id/info',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: "Détail d'un signalement",
        params: ZReportIdParams,
        response: { 200: ZReportInfoResponse },
      },
    },
    async (request) => ({ error: 0 as const, report: await reports.info({ id: request.params.id }) }),
  );

  app.put(
    '/report/:id/close',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Ferme un signalement',
        params: ZReportIdParams,
        response: { 200: ZReportResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      message: 'Signalement fermé.',
      report: await reports.close({
        id: request.params.id,
        userId: principalOf(request).userId,
        context: requestContext(request),
      }),
    }),
  );
};
