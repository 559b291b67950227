import { STAFF_ROLES } from '@batir/shared/roles';
import { ZUserSummaryResponse } from '@batir/shared/summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { principalOf } from '../../plugins/access';
import { userSummary } from './summary-counters.service';

/** Spec 2 §7.2 Summary `GET user/summary`: staff only (customers and craftsmen get 403). */
export const summaryCountersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/user/summary',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['Récapitulatif'],
        summary: 'Compteurs du récapitulatif (prospects, clients, rendez-vous…)',
        response: { 200: ZUserSummaryResponse },
      },
    },
    async (request) => userSummary(db, principalOf(request)),
  );
};
