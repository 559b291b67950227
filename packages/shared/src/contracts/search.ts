/** Contract of the global search (spec 1 §2.10, §7.2). */
import { endpoint } from '../contract';
import { STAFF_ROLES } from '../roles';
import { ZSearchParams, ZSearchQuery, ZSearchResponse } from '../search';

export const searchEndpoints = {
  global: endpoint({
    method: 'GET',
    path: '/api/search/global/:term',
    tag: 'Recherche',
    summary: 'Recherche globale : clients, prospects, artisans, maisons',
    access: STAFF_ROLES,
    params: ZSearchParams,
    query: ZSearchQuery,
    response: ZSearchResponse,
  }),
};
