/**
 * Contracts of the French communes (spec 2 §7.2, other GET routes): city/{term}/{postalCode} (both may be
 * the text `null`) and postalcode/{postalcode}.
 */
import { endpoint } from '../contract';
import { ZCityParams, ZCommuneListResponse, ZPostalCodeParams } from '../prospects';
import { STAFF_ROLES } from '../roles';

const tag = 'Communes';
const citySummary = 'Communes dont le nom commence par le terme (code postal facultatif)';

export const geoEndpoints = {
  city: endpoint({
    method: 'GET',
    path: '/api/city/:term',
    tag,
    summary: citySummary,
    access: STAFF_ROLES,
    params: ZCityParams,
    response: ZCommuneListResponse,
  }),
  cityInPostalCode: endpoint({
    method: 'GET',
    path: '/api/city/:term/:postalCode',
    tag,
    summary: citySummary,
    access: STAFF_ROLES,
    params: ZCityParams,
    response: ZCommuneListResponse,
  }),
  postalCode: endpoint({
    method: 'GET',
    path: '/api/postalcode/:postalcode',
    tag,
    summary: 'Communes dont le code postal commence par ces chiffres',
    access: STAFF_ROLES,
    params: ZPostalCodeParams,
    response: ZCommuneListResponse,
  }),
};
