import { STAFF_ROLES } from '@batir/shared/roles';
import { ZSearchParams, ZSearchQuery, ZSearchResponse } from '@batir/shared/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { principalOf } from '../../plugins/access';
import { globalSearch } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/search/global/:term',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['Recherche'],
        summary: 'Recherche globale : clients, prospects, artisans, maisons',
        params: ZSearchParams,
        querystring: ZSearchQuery,
        response: { 200: ZSearchResponse },
      },
    },
    async (request) =>
      globalSearch({
        db,
        term: request.params.term,
        withArchived: request.query.withArchived,
        roles: principalOf(request).roles,
        userId: principalOf(request).userId,
        team: principalOf(request).team,
      }),
  );
};
