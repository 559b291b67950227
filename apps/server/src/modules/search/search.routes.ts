import { searchEndpoints as api } from '@batir/shared/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { globalSearch } from './search.service';

/** The global search (spec 1 §2.10), registered from its contract (packages/shared/src/contracts/search.ts). */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, api.global, async (request) => {
    const { roles, userId, team } = principalOf(request);
    return globalSearch({
      db,
      term: request.params.term,
      withArchived: request.query.withArchived,
      roles,
      userId,
      team,
    });
  });
};
