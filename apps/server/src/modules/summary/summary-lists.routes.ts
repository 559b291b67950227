import { summaryEndpoints as api } from '@batir/shared/contracts/summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { addComment, createSurvey, deleteSurvey, getSurvey, openSurveys } from './elevation-surveys.service';
import { customerSummary, developement, monthly, newCustomers, toggleRead } from './summary-lists.service';

/**
 * The lists of the summary (spec 2 §3.1 Lists and customerSummary, §7.3), the monthly chart, the read flag
 * of customer messages (§7.2 Customer: toggleRead) and the elevation surveys (§7.2 Elevation survey),
 * registered from their contracts (packages/shared/src/contracts/summary.ts). Staff only: customers and
 * craftsmen get 403; within staff, admins see all, others their projects.
 */
export const summaryListsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, api.newCustomers, async (request) =>
    newCustomers({ db, caller: principalOf(request), ...request.query }),
  );

  route(app, api.customerSummary, async (request) =>
    customerSummary({ db, caller: principalOf(request), query: request.query }),
  );

  route(app, api.toggleRead, async (request) =>
    toggleRead({
      db,
      caller: principalOf(request),
      id: request.body.id,
      context: requestContext(request),
    }),
  );

  route(app, api.developement, async (request) =>
    developement({ db, caller: principalOf(request), ...request.query }),
  );

  route(app, api.monthly, async (request) => monthly({ db, caller: principalOf(request) }));

  route(app, api.elevationSurveys, async (request) =>
    openSurveys({ db, caller: principalOf(request), ...request.query }),
  );

  route(app, api.orderElevationSurvey, async (request) =>
    createSurvey({
      db,
      caller: principalOf(request),
      projectId: request.params.id,
      body: request.body,
      context: requestContext(request),
    }),
  );

  route(app, api.elevationSurvey, async (request) =>
    getSurvey({ db, caller: principalOf(request), id: request.params.id }),
  );

  route(app, api.deleteElevationSurvey, async (request) =>
    deleteSurvey({
      db,
      caller: principalOf(request),
      id: request.params.id,
      context: requestContext(request),
    }),
  );

  route(app, api.commentElevationSurvey, async (request) =>
    addComment({
      db,
      caller: principalOf(request),
      id: request.params.id,
      text: request.body.text,
      context: requestContext(request),
    }),
  );
};
