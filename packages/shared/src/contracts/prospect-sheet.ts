/**
 * Contracts of the prospect sheet (spec 2 §7.2 Prospect, Project, User, Attachment; spec 3 §7 "Prospect
 * sheet and files", "Prospects", "Users"); the attachment upload the sheet registers is
 * `filesEndpoints.attachment` (contracts/files.ts). `:id` of the sheet and `:project` are project ids; `:id` of
 * /user/{id}/… and `:customer` are the household (customer id): prospects were users in the older system.
 */
import { defineErrors, endpoint } from '../contract';
import {
  ZArchiveBody,
  ZArchiveResponse,
  ZConvertBody,
  ZConvertResponse,
  ZCustomerParam,
  ZProjectInfosBody,
  ZProjectInfosResponse,
  ZProjectParam,
  ZProspectEditBody,
  ZProspectEditResponse,
  ZProspectSheetResponse,
  ZSheetOkResponse,
  ZSheetParams,
  ZTempAccessResponse,
} from '../prospect-sheet';
import { STAFF_ROLES } from '../roles';
import { CUSTOMER_ERRORS } from './customers';
import { PROJECT_ACCESS_ERRORS } from './projects-errors';
import { PROSPECT_ERRORS } from './prospects';

export const PROSPECT_SHEET_ERRORS = defineErrors({
  NOT_A_PROSPECT: {
    status: 400,
    message: "Ce projet n'est pas un prospect : il ne peut pas être réactivé ici.",
  },
  PROSPECT_NOT_ARCHIVED: { status: 400, message: "Ce prospect n'est pas archivé." },
  PROSPECT_ALREADY_CONVERTED: { status: 400, message: 'Ce prospect est déjà converti en client.' },
  PROJECT_NOT_PROSPECT_OF_HOUSEHOLD: {
    status: 400,
    message: "Ce projet n'est pas un prospect de ce foyer (déjà converti ?).",
  },
  SEVERAL_PROSPECTS: {
    status: 400,
    message: 'Ce foyer a plusieurs projets prospects : indiquez lequel convertir (projectId).',
  },
  HOUSEHOLD_EMAIL_MISSING: {
    status: 400,
    message:
      "Ce foyer n'a pas d'adresse e-mail : indiquez-la dans ses coordonnées avant d'ouvrir son espace.",
  },
  /** The household's address belongs to another account (the message names the address). */
  HOUSEHOLD_EMAIL_TAKEN: {
    status: 400,
    message: "Cette adresse est déjà utilisée par un autre compte : modifiez l'e-mail du foyer.",
  },
  CUSTOMER_ACCOUNT_DISABLED: { status: 400, message: "L'espace client de ce foyer est désactivé." },
  CUSTOMER_ACCOUNT_PERMANENT: {
    status: 400,
    message: 'Ce foyer a déjà un espace client permanent : envoyez-lui plutôt un lien de mot de passe.',
  },
});

const tag = 'Prospects';
/**
 * Staff only (customers and craftsmen get 403). Which records: prospects.service seesAll, applied in the
 * service (admins every project; the others the projects whose salesman is them, else 403).
 */
const staff = STAFF_ROLES;
const E = PROSPECT_SHEET_ERRORS;
const { PROJECT_NOT_FOUND } = PROJECT_ACCESS_ERRORS;
const { SALESMAN_UNKNOWN } = PROSPECT_ERRORS;
const { CUSTOMER_NOT_FOUND } = CUSTOMER_ERRORS;
/** Opening the household's customer-portal account (conversion, temporary access). */
const accountErrors = [E.HOUSEHOLD_EMAIL_MISSING, E.HOUSEHOLD_EMAIL_TAKEN];

export const prospectSheetEndpoints = {
  sheet: endpoint({
    method: 'GET',
    path: '/api/project/sheet/:id',
    tag,
    summary: 'Fiche prospect : foyer, projet et toutes ses listes',
    access: staff,
    params: ZSheetParams,
    response: ZProspectSheetResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  infos: endpoint({
    method: 'GET',
    path: '/api/project/infos/:project',
    tag,
    summary: 'Informations du projet (nom, terrain, origine, commercial)',
    access: staff,
    params: ZProjectParam,
    response: ZProjectInfosResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  putInfos: endpoint({
    method: 'PUT',
    path: '/api/project/infos',
    tag,
    summary: 'Modifie les informations du projet (commercial : administrateurs seulement)',
    access: staff,
    body: ZProjectInfosBody,
    response: ZProjectInfosResponse,
    errors: [PROJECT_NOT_FOUND, SALESMAN_UNKNOWN],
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/api/prospect',
    tag,
    summary: "Modifie le foyer et le projet d'un prospect",
    access: staff,
    body: ZProspectEditBody,
    response: ZProspectEditResponse,
    errors: [PROJECT_NOT_FOUND, SALESMAN_UNKNOWN],
  }),
  archive: endpoint({
    method: 'PUT',
    path: '/api/customers/:customer/archive',
    tag: 'Clients',
    summary: 'Archive ou réactive un foyer',
    access: staff,
    params: ZCustomerParam,
    body: ZArchiveBody,
    response: ZArchiveResponse,
    errors: [CUSTOMER_NOT_FOUND],
  }),
  activate: endpoint({
    method: 'PUT',
    path: '/api/prospect/:project/activate',
    tag,
    summary: 'Remet un prospect archivé dans la liste',
    access: staff,
    params: ZProjectParam,
    response: ZSheetOkResponse,
    errors: [PROJECT_NOT_FOUND, E.NOT_A_PROSPECT, E.PROSPECT_NOT_ARCHIVED],
  }),
  convert: endpoint({
    method: 'POST',
    path: '/api/user/:id/convert',
    tag,
    summary: 'Convertit le prospect en client ({id} : le foyer) et ouvre son espace client',
    access: staff,
    params: ZSheetParams,
    body: ZConvertBody,
    response: ZConvertResponse,
    errors: [
      CUSTOMER_NOT_FOUND,
      E.PROSPECT_ALREADY_CONVERTED,
      E.PROJECT_NOT_PROSPECT_OF_HOUSEHOLD,
      E.SEVERAL_PROSPECTS,
      ...accountErrors,
    ],
  }),
  createTempAccess: endpoint({
    method: 'POST',
    path: '/api/user/:id/createTempAccess',
    tag,
    summary: 'Ouvre au prospect un accès temporaire (30 jours) à son espace ({id} : le foyer)',
    access: staff,
    params: ZSheetParams,
    response: ZTempAccessResponse,
    errors: [CUSTOMER_NOT_FOUND, ...accountErrors, E.CUSTOMER_ACCOUNT_DISABLED, E.CUSTOMER_ACCOUNT_PERMANENT],
  }),
};
