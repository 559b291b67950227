/**
 * Contracts of the prospects area (spec 2 §7.2 Prospect; spec 3 §7 Prospects): the list, the new-prospect
 * form and its duplicate search (the duplicates engine, modules/duplicates, has no route of its own and
 * throws no error: its answers are lists). The prospect sheet is in `contracts/prospect-sheet.ts`.
 */
import { defineErrors, endpoint } from '../contract';
import {
  ZProspectAddResponse,
  ZProspectBody,
  ZProspectDuplicateQuery,
  ZProspectDuplicateResponse,
  ZProspectInitDataResponse,
  ZProspectListParams,
  ZProspectListQuery,
  ZProspectListResponse,
  ZProspectPrepareResponse,
} from '../prospects';
import { STAFF_ROLES } from '../roles';

export const PROSPECT_ERRORS = defineErrors({
  /** The salesperson chosen is no active salesperson (field `salesmanId`). */
  SALESMAN_UNKNOWN: { status: 400, message: 'Commercial inconnu ou désactivé' },
});

const tag = 'Prospects';
/** Staff only: customers and craftsmen get 403. Which prospects each one sees: prospects.service seesAll. */
const staff = STAFF_ROLES;

const listSummary = 'Liste des prospects (tuiles, recherche, commerciaux, archives ; par pages)';

export const prospectEndpoints = {
  /** The optional `from` segment (spec 2 §7.1) defaults to logisbox: two addresses, one handler. */
  list: endpoint({
    method: 'GET',
    path: '/api/prospects',
    tag,
    summary: listSummary,
    access: staff,
    query: ZProspectListQuery,
    response: ZProspectListResponse,
  }),
  listFrom: endpoint({
    method: 'GET',
    path: '/api/prospects/:from',
    tag,
    summary: `${listSummary}, d'une source`,
    access: staff,
    params: ZProspectListParams,
    query: ZProspectListQuery,
    response: ZProspectListResponse,
  }),
  initData: endpoint({
    method: 'GET',
    path: '/api/prospect/initData',
    tag,
    summary: 'Commerciaux et origines proposés pour les prospects',
    access: staff,
    response: ZProspectInitDataResponse,
  }),
  prepare: endpoint({
    method: 'GET',
    path: '/api/prospect/prepare',
    tag,
    summary: "Formulaire vierge d'un nouveau prospect",
    access: staff,
    response: ZProspectPrepareResponse,
  }),
  findDuplicate: endpoint({
    method: 'GET',
    path: '/api/prospect/findDuplicate',
    tag,
    summary: 'Doublons possibles du foyer saisi (moteur de doublons)',
    access: staff,
    query: ZProspectDuplicateQuery,
    response: ZProspectDuplicateResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/prospect',
    tag,
    summary: 'Nouveau prospect (client et projet prospect)',
    access: staff,
    body: ZProspectBody,
    response: ZProspectAddResponse,
    errors: [PROSPECT_ERRORS.SALESMAN_UNKNOWN],
  }),
};
