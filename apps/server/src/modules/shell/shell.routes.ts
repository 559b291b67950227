import { COMMON_ERRORS } from '@batir/shared/contract';
import { shellEndpoints as api } from '@batir/shared/contracts/shell';
import { ZUserFavoriteDelete } from '@batir/shared/shell';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import * as shell from './shell.service';

/**
 * Menu favourites and quick-access favourites of the staff shell (spec 1 §2.8, §3, §7.2), registered from
 * their contracts (contracts/shell.ts).
 */
export const shellRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, api.toggleMenuFavorite, async (request) => {
    const { userId, roles } = principalOf(request);
    const menuFavorites = await shell.toggleMenuFavorite({
      db,
      userId,
      roles,
      menuId: request.params.menuId,
    });
    return { error: 0 as const, menuFavorites };
  });

  route(app, api.userFavorites, async (request) => ({
    error: 0 as const,
    userFavorite: await shell.listUserFavorites({ db, userId: principalOf(request).userId }),
  }));

  route(app, api.addUserFavorite, async (request) => ({
    error: 0 as const,
    userFavorite: await shell.addUserFavorite({
      db,
      userId: principalOf(request).userId,
      favorite: request.body,
    }),
  }));

  // The spec's client deletes "with a body"; `?id=` is accepted too.
  route(app, api.removeUserFavoriteByBody, async (request) => {
    const parsed = ZUserFavoriteDelete.safeParse({ id: request.body?.id ?? request.query.id });
    if (!parsed.success)
      throw new AppError(COMMON_ERRORS.INVALID_INPUT, {
        message: 'Données invalides : id.',
        fields: { id: 'Indiquez le favori à retirer' },
      });
    return {
      error: 0 as const,
      userFavorite: await shell.removeUserFavorite({
        db,
        userId: principalOf(request).userId,
        id: parsed.data.id,
      }),
    };
  });
  route(app, api.removeUserFavorite, async (request) => ({
    error: 0 as const,
    userFavorite: await shell.removeUserFavorite({
      db,
      userId: principalOf(request).userId,
      id: request.params.id,
    }),
  }));

  route(app, api.reorderUserFavorites, async (request) => ({
    error: 0 as const,
    userFavorite: await shell.reorderUserFavorites({
      db,
      userId: principalOf(request).userId,
      ids: request.body.ids,
    }),
  }));
};
