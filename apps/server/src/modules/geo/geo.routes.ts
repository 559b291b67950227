import { ZCityParams, ZCommuneListResponse, ZPostalCodeParams } from '@batir/shared/prospects';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { findByPostalCode, findCities } from './geo.repository';

const tags = ['Communes'];
const staff = { access: STAFF_ROLES };

/** Spec 2 §7.2 (other GET routes): city/{term}/{postalCode} (both default null) and postalcode/{postalcode}. */
export const geoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const cityHandler = async (request: { params: { term: string; postalCode?: string | undefined } }) => {
    const { term, postalCode } = request.params;
    const code = postalCode && postalCode !== 'null' ? postalCode : null;
    return {
      error: 0 as const,
      list: term === 'null' || term === '' ? [] : await findCities(db, term, code),
    };
  };
  for (const url of ['/city/:term', '/city/:term/:postalCode'])
    app.get(
      url,
      {
        config: staff,
        schema: {
          tags,
          summary: 'Communes dont le nom commence par le terme (code postal facultatif)',
          params: ZCityParams,
          response: { 200: ZCommuneListResponse },
        },
      },
      cityHandler,
    );

  app.get(
    '/postalcode/:postalcode',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Communes dont le code postal commence par ces chiffres',
        params: ZPostalCodeParams,
        response: { 200: ZCommuneListResponse },
      },
    },
    async (request) => ({ error: 0 as const, list: await findByPostalCode(db, request.params.postalcode) }),
  );
};
