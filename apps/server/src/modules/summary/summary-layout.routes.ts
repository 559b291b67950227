import { STAFF_ROLES } from '@batir/shared/roles';
import {
  ZMenuLeftBody,
  ZMenuLeftResponse,
  ZSummaryActiveBody,
  ZSummaryLayoutResponse,
  ZSummarySizeBody,
  ZSummaryWeightBody,
} from '@batir/shared/summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { changeLayout, getLayout, getMenuLeft, saveMenuLeft } from './summary-layout.service';

const tags = ['Récapitulatif'];
const staff = { access: STAFF_ROLES };

/**
 * Each staff member's layout of the summary page (spec 2 §7.3 summary/weight, size, active, menuLeft).
 * The layout is read with `GET /api/summary/layout` (a route of ours: the spec names only the writes);
 * every write answers the whole new layout.
 */
export const summaryLayoutRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/summary/layout',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Disposition du récapitulatif : ordre, taille et visibilité des catégories',
        response: { 200: ZSummaryLayoutResponse },
      },
    },
    async (request) => getLayout({ db, userId: principalOf(request).userId }),
  );

  app.put(
    '/summary/weight',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Ordre des catégories (`userSummaryCategory` : les catégories dans le nouvel ordre)',
        body: ZSummaryWeightBody,
        response: { 200: ZSummaryLayoutResponse },
      },
    },
    async (request) =>
      changeLayout({
        db,
        userId: principalOf(request).userId,
        change: { kind: 'weight', order: request.body.userSummaryCategory },
        context: requestContext(request),
      }),
  );

  app.put(
    '/summary/size',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Largeur d’une catégorie (`summaryCategory` : { category, size de 1 à 3 })',
        body: ZSummarySizeBody,
        response: { 200: ZSummaryLayoutResponse },
      },
    },
    async (request) =>
      changeLayout({
        db,
        userId: principalOf(request).userId,
        change: { kind: 'size', ...request.body },
        context: requestContext(request),
      }),
  );

  app.put(
    '/summary/active',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Affiche ou masque une catégorie (`summaryCategory` : { category, active })',
        body: ZSummaryActiveBody,
        response: { 200: ZSummaryLayoutResponse },
      },
    },
    async (request) =>
      changeLayout({
        db,
        userId: principalOf(request).userId,
        change: { kind: 'active', ...request.body },
        context: requestContext(request),
      }),
  );

  app.get(
    '/summary/menuLeft',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menu de gauche du récapitulatif (les lignes actives sont les raccourcis)',
        response: { 200: ZMenuLeftResponse },
      },
    },
    async (request) => {
      const { userId, roles } = principalOf(request);
      return getMenuLeft({ db, userId, roles });
    },
  );

  app.put(
    '/summary/menuLeft',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Enregistre le menu de gauche (`menuLeft` : lignes dans l’ordre avec leur drapeau actif)',
        body: ZMenuLeftBody,
        response: { 200: ZMenuLeftResponse },
      },
    },
    async (request) => {
      const { userId, roles } = principalOf(request);
      return saveMenuLeft({ db, userId, roles, body: request.body });
    },
  );
};
