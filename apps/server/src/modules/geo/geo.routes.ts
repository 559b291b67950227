import { geoEndpoints as api } from '@batir/shared/contracts/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { route } from '../../plugins/contracts';
import { findByPostalCode, findCities } from './geo.repository';

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
  route(app, api.city, cityHandler);
  route(app, api.cityInPostalCode, cityHandler);

  route(app, api.postalCode, async (request) => ({
    error: 0 as const,
    list: await findByPostalCode(db, request.params.postalcode),
  }));
};
