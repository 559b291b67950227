import { STAFF_ROLES } from '@batir/shared/roles';
import {
  ZMenuFavoriteParams,
  ZMenuFavoritesResponse,
  ZUserFavoriteBody,
  ZUserFavoriteDelete,
  ZUserFavoriteOrder,
  ZUserFavoritesResponse,
} from '@batir/shared/shell';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { principalOf } from '../../plugins/access';
import * as shell from './shell.service';

const tags = ['Menus et favoris'];
const config = { access: STAFF_ROLES };

/** Menu favourites and quick-access favourites of the staff shell (spec 1 §2.8, §3, §7.2). */
export const shellRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/user/menuFavorite/:menuId',
    {
      config,
      schema: {
        tags,
        summary: 'Ajoute ou retire une entrée de menu des favoris',
        params: ZMenuFavoriteParams,
        response: { 200: ZMenuFavoritesResponse },
      },
    },
    async (request) => {
      const { userId, roles } = principalOf(request);
      const menuFavorites = await shell.toggleMenuFavorite({
        db,
        userId,
        roles,
        menuId: request.params.menuId,
      });
      return { error: 0 as const, menuFavorites };
    },
  );

  app.get(
    '/user/favorite',
    {
      config,
      schema: { tags, summary: 'Favoris d’accès rapide', response: { 200: ZUserFavoritesResponse } },
    },
    async (request) => ({
      error: 0 as const,
      userFavorite: await shell.listUserFavorites({ db, userId: principalOf(request).userId }),
    }),
  );

  app.post(
    '/user/favorite',
    {
      config,
      schema: {
        tags,
        summary: 'Ajoute un favori',
        body: ZUserFavoriteBody,
        response: { 200: ZUserFavoritesResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      userFavorite: await shell.addUserFavorite({
        db,
        userId: principalOf(request).userId,
        favorite: request.body,
      }),
    }),
  );

  // The spec's client deletes "with a body"; `?id=` is accepted too.
  const removeSchema = { tags, summary: 'Retire un favori', response: { 200: ZUserFavoritesResponse } };
  app.delete(
    '/user/favorite',
    {
      config,
      schema: {
        ...removeSchema,
        querystring: ZUserFavoriteDelete.partial(),
        body: ZUserFavoriteDelete.partial().nullish(),
      },
    },
    async (request) => {
      const parsed = ZUserFavoriteDelete.safeParse({ id: request.body?.id ?? request.query.id });
      if (!parsed.success)
        throw badRequest('Données invalides : id.', { id: 'Indiquez le favori à retirer' });
      return {
        error: 0 as const,
        userFavorite: await shell.removeUserFavorite({
          db,
          userId: principalOf(request).userId,
          id: parsed.data.id,
        }),
      };
    },
  );
  app.delete(
    '/user/favorite/:id',
    { config, schema: { ...removeSchema, params: ZUserFavoriteDelete } },
    async (request) => ({
      error: 0 as const,
      userFavorite: await shell.removeUserFavorite({
        db,
        userId: principalOf(request).userId,
        id: request.params.id,
      }),
    }),
  );

  app.put(
    '/user/favorite/order',
    {
      config,
      schema: {
        tags,
        summary: 'Ordre des favoris',
        body: ZUserFavoriteOrder,
        response: { 200: ZUserFavoritesResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      userFavorite: await shell.reorderUserFavorites({
        db,
        userId: principalOf(request).userId,
        ids: request.body.ids,
      }),
    }),
  );
};
