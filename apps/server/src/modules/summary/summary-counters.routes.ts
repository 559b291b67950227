import { summaryEndpoints as api } from '@batir/shared/contracts/summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { userSummary } from './summary-counters.service';

/** Spec 2 §7.2 Summary `GET user/summary`: staff only (customers and craftsmen get 403). */
export const summaryCountersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, api.userSummary, async (request) => userSummary(db, principalOf(request)));
};
