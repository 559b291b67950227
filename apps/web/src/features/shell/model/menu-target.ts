import { isRouteAvailable, routeHref } from '../../../lib/route-names';

/** Where a menu entry leads: a screen of this app, an address outside it, or nowhere yet. */
export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'url'; href: string }
  | { kind: 'unavailable' };

export const UNAVAILABLE: MenuTarget = { kind: 'unavailable' };

type Params = Record<string, string | number | boolean | null>;

/** A named route, when the app has its page and every parameter it needs. */
export function routeTarget(name: string | null | undefined, params: Params = {}): MenuTarget {
  if (!isRouteAvailable(name)) return UNAVAILABLE;
  try {
    return { kind: 'route', to: routeHref(name, params) };
  } catch {
    // A route that needs an id cannot be a menu entry on its own.
    return UNAVAILABLE;
  }
}

/** A server menu entry: its route when the page exists, else its plain url, else disabled. */
export function menuEntryTarget(entry: { route: string | null; url: string | null }): MenuTarget {
  const target = routeTarget(entry.route);
  if (target.kind !== 'unavailable' || !entry.url) return target;
  return { kind: 'url', href: entry.url };
}

/** A menu favourite keeps the entry's url, or its route name when it has no url (server rule). */
export function menuFavoriteTarget(favorite: { url: string }): MenuTarget {
  return favorite.url.startsWith('/') ? { kind: 'url', href: favorite.url } : routeTarget(favorite.url);
}

/** A quick-access favourite: type 1 is a named route with its params, type 0 a plain link. */
export function userFavoriteTarget(favorite: {
  name: string;
  path: string;
  params: Record<string, unknown>;
  type: 0 | 1;
}): MenuTarget {
  if (favorite.type === 0) return { kind: 'url', href: favorite.path };
  return routeTarget(favorite.name, favorite.params as Params);
}
