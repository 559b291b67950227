import { summaryEndpoints as api } from '@batir/shared/contracts/summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { changeLayout, getLayout, getMenuLeft, saveMenuLeft } from './summary-layout.service';

/**
 * Each staff member's layout of the summary page (spec 2 §7.3 summary/weight, size, active, menuLeft).
 * The layout is read with `GET /api/summary/layout` (a route of ours: the spec names only the writes);
 * every write answers the whole new layout.
 */
export const summaryLayoutRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, api.layout, async (request) => getLayout({ db, userId: principalOf(request).userId }));

  route(app, api.weight, async (request) =>
    changeLayout({
      db,
      userId: principalOf(request).userId,
      change: { kind: 'weight', order: request.body.userSummaryCategory },
      context: requestContext(request),
    }),
  );

  route(app, api.size, async (request) =>
    changeLayout({
      db,
      userId: principalOf(request).userId,
      change: { kind: 'size', ...request.body },
      context: requestContext(request),
    }),
  );

  route(app, api.active, async (request) =>
    changeLayout({
      db,
      userId: principalOf(request).userId,
      change: { kind: 'active', ...request.body },
      context: requestContext(request),
    }),
  );

  route(app, api.menuLeft, async (request) => {
    const { userId, roles } = principalOf(request);
    return getMenuLeft({ db, userId, roles });
  });

  route(app, api.saveMenuLeft, async (request) => {
    const { userId, roles } = principalOf(request);
    return saveMenuLeft({ db, userId, roles, body: request.body });
  });
};
