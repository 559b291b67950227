import { type Params, useMatches } from 'react-router';
import type { Action } from './user-policy';

/**
 * Named routes (spec 1 §2.2): links and menus use these names, never raw paths. A name is listed here only
 * once its page exists; menus show entries whose route is missing as disabled ("Bientôt disponible").
 * Paths are relative to the router base (/v2).
 */
export const ROUTE_PATHS = {
  login: '/login',
  maintenance: '/maintenance',
  'admin-forgotPassword': '/admin/forgotPassword',
  admin: '/admin',
  'admin-summary': '/admin/summary',
  'admin-summary-newContact': '/admin/summary/newContact',
  'admin-summary-newCustomer': '/admin/summary/newCustomer',
  'admin-summary-customer': '/admin/summary/customer',
  'admin-summary-developement': '/admin/summary/developement',
  'admin-summary-elevationSurvey': '/admin/summary/elevationSurvey',
  'admin-customer-list': '/admin/customer/list',
  'admin-summary-buildingPermit': '/admin/summary/buildingPermit',
  'admin-summary-financing': '/admin/summary/financing',
  'admin-summary-logisbox': '/admin/summary/logisbox',
  'admin-customer-id': '/admin/customer/:id?',
  'admin-customer-id-preconstruction-informations': '/admin/customer/:id?/preconstruction/informations',
  'admin-customer-id-preconstruction-advancement': '/admin/customer/:id?/preconstruction/advancement',
  'admin-customer-id-preconstruction-land': '/admin/customer/:id?/preconstruction/land',
  'admin-customer-id-preconstruction-elementsConstitution':
    '/admin/customer/:id?/preconstruction/elementsConstitution',
  'admin-customer-id-preconstruction-financing': '/admin/customer/:id?/preconstruction/financing',
  'admin-customer-id-preconstruction-buildingPermit': '/admin/customer/:id?/preconstruction/buildingPermit',
  'admin-customer-id-preconstruction-buildingPermitOld':
    '/admin/customer/:id?/preconstruction/buildingPermitOld',
  'admin-customer-id-agenda': '/admin/customer/:id?/agenda',
  'admin-customer-id-noteTodo': '/admin/customer/:id?/noteTodo',
  'admin-customer-id-relationship': '/admin/customer/:id?/relationship/:message?',
  'admin-customer-id-documents': '/admin/customer/:id?/documents',
  'admin-prospects': '/admin/prospects',
  'admin-prospects-add': '/admin/prospects/add',
  'admin-prospects-id': '/admin/prospects/:id',
  'admin-account-profile': '/admin/account/profile',
  'admin-account-agenda': '/admin/account/agenda',
  'admin-salesman': '/admin/salesman',
  'admin-salesman-id': '/admin/salesman/:id',
  'admin-manage-maintenance': '/admin/manage/maintenance',
  'admin-manage-report': '/admin/manage/report',
  'admin-manage-leads': '/admin/manage/leads',
  'admin-manage-announcement': '/admin/manage/announcement',
  'admin-manage-user': '/admin/manage/user',
  'admin-manage-user-id': '/admin/manage/user/:id',
  'admin-tools-export': '/admin/tools/export',
} as const satisfies Record<string, string>;

export type RouteName = keyof typeof ROUTE_PATHS;

export function isRouteAvailable(name: string | null | undefined): name is RouteName {
  return !!name && Object.hasOwn(ROUTE_PATHS, name);
}

/** The path of a named route with its parameters filled in (`:id`, optional `:id?`). */
export function routeHref(name: RouteName, params: PathParams = {}): string {
  return fillPath(ROUTE_PATHS[name], params);
}

type PathParams = Record<string, string | number | boolean | null>;

/** Fills a path pattern; a missing required parameter is a programming error, hence the throw. */
export function fillPath(pattern: string, params: PathParams = {}): string {
  return pattern
    .replace(/\/:(\w+)\?/g, (_match, key: string) =>
      params[key] == null ? '' : `/${encodeURIComponent(String(params[key]))}`,
    )
    .replace(/:(\w+)/g, (_match, key: string) => {
      const value = params[key];
      if (value == null) throw new Error(`Paramètre manquant « ${key} » pour ${pattern}`);
      return encodeURIComponent(String(value));
    });
}

/** What a route declares in its `handle` (spec 1 §2.5). */
export type RouteHandle = {
  /** Registered name; pages without one (404) cannot be linked to. */
  name?: RouteName;
  /** French page title (document title, favourites). */
  title: string;
  /** Open to signed-out visitors: the product and authentication guards let them through. */
  guest?: boolean;
  /** Guards run after the default ones, by name (see app/guards). */
  guards?: readonly string[];
  /** The policy's action the page needs (the one its API calls need): everyone else gets the 403 page. */
  can?: Action;
  /** Checks the address parameters; false shows the 404 page. */
  validate?: (params: Params) => boolean;
  /** The page works on a portrait screen: no landscape-only warning (features/shell/use-portrait-allowed.ts). */
  allowPortrait?: boolean;
};

/** Name, title and parameters of the page on screen: the deepest matched route with a handle. */
export function useCurrentRoute(): { name?: RouteName; title: string; params: Params } | null {
  const match = useMatches().findLast((m) => isRouteHandle(m.handle));
  if (!match) return null;
  const { name, title } = match.handle as RouteHandle;
  return { name, title, params: match.params };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return !!handle && typeof (handle as RouteHandle).title === 'string';
}
