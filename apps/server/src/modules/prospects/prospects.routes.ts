import { prospectEndpoints as api } from '@batir/shared/contracts/prospects';
import { PROSPECT_LIST_DEFAULT_FROM } from '@batir/shared/prospects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { addProspect, findDuplicate, initData, listProspects, prepare } from './prospects.service';

/**
 * Spec 2 §7.2 Prospect (initData, list, prepare, add, findDuplicate) and spec 3 §7 Prospects, registered
 * from their contracts (packages/shared/src/contracts/prospects.ts). Staff only: customers and craftsmen
 * get 403; which prospects each one sees: the shared policy's prospectScopeOf.
 */
export const prospectsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The optional `from` segment (spec 2 §7.1) defaults to logisbox: two addresses, one service.
  route(app, api.list, async (request) =>
    listProspects({
      db,
      caller: principalOf(request),
      from: PROSPECT_LIST_DEFAULT_FROM,
      query: request.query,
    }),
  );
  route(app, api.listFrom, async (request) =>
    listProspects({ db, caller: principalOf(request), from: request.params.from, query: request.query }),
  );
  route(app, api.initData, async (request) => initData(db, principalOf(request)));
  route(app, api.prepare, async (request) => prepare(principalOf(request)));
  route(app, api.findDuplicate, async (request) => findDuplicate(db, principalOf(request), request.query));
  route(app, api.add, async (request) =>
    addProspect({ db, caller: principalOf(request), body: request.body, context: requestContext(request) }),
  );
};
