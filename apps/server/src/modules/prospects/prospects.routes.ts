import {
  ZProspectAddResponse,
  ZProspectBody,
  ZProspectDuplicateQuery,
  ZProspectDuplicateResponse,
  ZProspectInitDataResponse,
  ZProspectListParams,
  ZProspectListQuery,
  ZProspectListResponse,
  ZProspectPrepareResponse,
} from '@batir/shared/prospects';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { addProspect, findDuplicate, initData, listProspects, prepare } from './prospects.service';

const tags = ['Prospects'];
/** Staff only: customers and craftsmen get 403. Which prospects each one sees: prospects.service seesAll. */
const staff = { access: STAFF_ROLES };

/** Spec 2 §7.2 Prospect (initData, list, prepare, add, findDuplicate) and spec 3 §7 Prospects. */
export const prospectsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The optional `from` segment (spec 2 §7.1) defaults to logisbox: two URLs, one handler.
  for (const url of ['/prospects', '/prospects/:from'])
    app.get(
      url,
      {
        config: staff,
        schema: {
          tags,
          summary: 'Liste des prospects (tuiles, recherche, commerciaux, archives ; par pages)',
          params: ZProspectListParams,
          querystring: ZProspectListQuery,
          response: { 200: ZProspectListResponse },
        },
      },
      async (request) =>
        listProspects({
          db,
          caller: principalOf(request),
          from: request.params.from,
          query: request.query,
        }),
    );

  app.get(
    '/prospect/initData',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Commerciaux et origines proposés pour les prospects',
        response: { 200: ZProspectInitDataResponse },
      },
    },
    async (request) => initData(db, principalOf(request)),
  );

  app.get(
    '/prospect/prepare',
    {
      config: staff,
      schema: {
        tags,
        summary: "Formulaire vierge d'un nouveau prospect",
        response: { 200: ZProspectPrepareResponse },
      },
    },
    async (request) => prepare(principalOf(request)),
  );

  app.get(
    '/prospect/findDuplicate',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Doublons possibles du foyer saisi (moteur de doublons)',
        querystring: ZProspectDuplicateQuery,
        response: { 200: ZProspectDuplicateResponse },
      },
    },
    async (request) => findDuplicate(db, principalOf(request), request.query),
  );

  app.post(
    '/prospect',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Nouveau prospect (client et projet prospect)',
        body: ZProspectBody,
        response: { 200: ZProspectAddResponse },
      },
    },
    async (request) =>
      addProspect({ db, caller: principalOf(request), body: request.body, context: requestContext(request) }),
  );
};
