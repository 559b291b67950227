/**
 * Contracts of the staff shell's favourites (spec 1 §2.8, §3, §7.2): the starred menu entries and the
 * quick-access favourites. Each change answers the whole list.
 */
import { defineErrors, endpoint } from '../contract';
import { STAFF_ROLES } from '../roles';
import {
  ZMenuFavoriteParams,
  ZMenuFavoritesResponse,
  ZUserFavoriteBody,
  ZUserFavoriteDelete,
  ZUserFavoriteOrder,
  ZUserFavoritesResponse,
} from '../shell';

export const MAX_USER_FAVORITES = 50;

export const SHELL_ERRORS = defineErrors({
  /** Unknown, of another menu, hidden from the caller's roles, or a group without a page. */
  MENU_ITEM_NOT_FOUND: { status: 404, message: 'Entrée de menu introuvable.' },
  /** A type 1 favourite (an application route) needs the route's name. */
  FAVORITE_NAME_REQUIRED: { status: 400, message: 'Données invalides : name.' },
  TOO_MANY_FAVORITES: {
    status: 409,
    message: `Vous avez atteint le nombre maximum de favoris (${MAX_USER_FAVORITES}).`,
  },
  FAVORITE_NOT_FOUND: { status: 404, message: 'Favori introuvable.' },
  /** The ids sent are not exactly the caller's favourites (another tab changed them). */
  FAVORITE_ORDER_MISMATCH: {
    status: 400,
    message: "L'ordre envoyé ne correspond pas à vos favoris : rechargez la page.",
  },
});

const tag = 'Menus et favoris';
const access = STAFF_ROLES;
const removeSummary = 'Retire un favori';

export const shellEndpoints = {
  toggleMenuFavorite: endpoint({
    method: 'PUT',
    path: '/api/user/menuFavorite/:menuId',
    tag,
    summary: 'Ajoute ou retire une entrée de menu des favoris',
    access,
    params: ZMenuFavoriteParams,
    response: ZMenuFavoritesResponse,
    errors: [SHELL_ERRORS.MENU_ITEM_NOT_FOUND],
  }),
  userFavorites: endpoint({
    method: 'GET',
    path: '/api/user/favorite',
    tag,
    summary: 'Favoris d’accès rapide',
    access,
    response: ZUserFavoritesResponse,
  }),
  addUserFavorite: endpoint({
    method: 'POST',
    path: '/api/user/favorite',
    tag,
    summary: 'Ajoute un favori',
    access,
    body: ZUserFavoriteBody,
    response: ZUserFavoritesResponse,
    errors: [SHELL_ERRORS.FAVORITE_NAME_REQUIRED, SHELL_ERRORS.TOO_MANY_FAVORITES],
  }),
  /** The spec's client deletes "with a body"; `?id=` is accepted too (INVALID_INPUT when neither). */
  removeUserFavoriteByBody: endpoint({
    method: 'DELETE',
    path: '/api/user/favorite',
    tag,
    summary: removeSummary,
    access,
    query: ZUserFavoriteDelete.partial(),
    body: ZUserFavoriteDelete.partial().nullish(),
    response: ZUserFavoritesResponse,
    errors: [SHELL_ERRORS.FAVORITE_NOT_FOUND],
  }),
  removeUserFavorite: endpoint({
    method: 'DELETE',
    path: '/api/user/favorite/:id',
    tag,
    summary: removeSummary,
    access,
    params: ZUserFavoriteDelete,
    response: ZUserFavoritesResponse,
    errors: [SHELL_ERRORS.FAVORITE_NOT_FOUND],
  }),
  reorderUserFavorites: endpoint({
    method: 'PUT',
    path: '/api/user/favorite/order',
    tag,
    summary: 'Ordre des favoris',
    access,
    body: ZUserFavoriteOrder,
    response: ZUserFavoritesResponse,
    errors: [SHELL_ERRORS.FAVORITE_ORDER_MISMATCH],
  }),
};
