/**
 * Contracts of the customers area (spec 2 §7.2 Customer; spec 3 §7 Projects: the project list, its quick
 * search and the archive of one project). `{customer}` is the household (customers.id), `{id}` a project id.
 */

import { defineErrors, endpoint } from '../contract';
import {
  ZCustomerArchiveBody,
  ZCustomerArchiveResponse,
  ZCustomerDefaultProjectBody,
  ZCustomerDefaultProjectResponse,
  ZCustomerEditBody,
  ZCustomerIdParam,
  ZCustomerInitDataResponse,
  ZCustomerListQuery,
  ZCustomerListResponse,
  ZCustomerResponse,
} from '../customers';
import {
  ZProjectArchiveBody,
  ZProjectArchiveResponse,
  ZProjectIdParam,
  ZProjectListQuery,
  ZProjectListResponse,
  ZProjectSearchQuery,
  ZProjectSearchResponse,
} from '../project-list';
import { STAFF_ROLES } from '../roles';
import { PROJECT_ACCESS_ERRORS } from './projects-errors';

export const CUSTOMER_ERRORS = defineErrors({
  CUSTOMER_NOT_FOUND: { status: 404, message: 'Client introuvable.' },
  /** DELETE /customer/archive without a customer in the body nor in the query string (`fields.customer`). */
  CUSTOMER_REQUIRED: { status: 400, message: 'Indiquez le client.' },
  /** The default project chosen is not one of the household's (`fields.project`). */
  PROJECT_NOT_OF_CUSTOMER: { status: 400, message: "Ce projet n'appartient pas à ce foyer." },
  /** A prospect cannot be the household's default project (`fields.project`). */
  DEFAULT_PROJECT_IS_PROSPECT: {
    status: 400,
    message: 'Ce projet est encore un prospect : il ne peut pas être le projet par défaut.',
  },
  /** A prospect is archived from its own sheet, not from the project list. */
  PROJECT_IS_PROSPECT: {
    status: 400,
    message: 'Ce projet est un prospect : archivez-le depuis la fiche du prospect.',
  },
  /** A project of an archived household cannot be brought back alone. */
  CUSTOMER_ARCHIVED: {
    status: 400,
    message: "Le foyer de ce projet est archivé : réactivez d'abord le foyer.",
  },
});

const tag = 'Clients';
const projectsTag = 'Projets';
/** Staff only (customers and craftsmen 403). Which records: modules/projects/project-access.ts. */
const staff = STAFF_ROLES;
/** Staff, and a customer for their own household (read only; checked in the service). */
const staffOrCustomer = [...STAFF_ROLES, 'customer'] as const;
const E = CUSTOMER_ERRORS;

export const customersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/customers',
    tag,
    summary: 'Foyers clients (nombre de projets, recherche, archives ; par pages)',
    access: staff,
    query: ZCustomerListQuery,
    response: ZCustomerListResponse,
  }),
  initData: endpoint({
    method: 'GET',
    path: '/api/customerInitData',
    tag,
    summary: 'Données de la liste des projets : commerciaux, étapes, tuiles, états',
    access: staff,
    response: ZCustomerInitDataResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/customers/:customer',
    tag,
    summary: 'Un foyer et ses projets',
    access: staffOrCustomer,
    params: ZCustomerIdParam,
    response: ZCustomerResponse,
    errors: [E.CUSTOMER_NOT_FOUND],
  }),
  edit: endpoint({
    method: 'POST',
    path: '/api/customers/:customer',
    tag,
    summary: 'Modifie les coordonnées du foyer',
    access: staff,
    params: ZCustomerIdParam,
    body: ZCustomerEditBody,
    response: ZCustomerResponse,
    errors: [E.CUSTOMER_NOT_FOUND],
  }),
  archive: endpoint({
    method: 'POST',
    path: '/api/customer/archive',
    tag,
    summary: 'Archive un foyer et ses projets',
    access: staff,
    body: ZCustomerArchiveBody,
    response: ZCustomerArchiveResponse,
    errors: [E.CUSTOMER_NOT_FOUND],
  }),
  /** The customer in the body or, for clients that send no body on DELETE, in the query string. */
  unarchive: endpoint({
    method: 'DELETE',
    path: '/api/customer/archive',
    tag,
    summary: 'Réactive un foyer archivé et ses projets',
    access: staff,
    body: ZCustomerArchiveBody.partial().nullish(),
    query: ZCustomerArchiveBody.partial(),
    response: ZCustomerArchiveResponse,
    errors: [E.CUSTOMER_REQUIRED, E.CUSTOMER_NOT_FOUND],
  }),
  defaultProject: endpoint({
    method: 'POST',
    path: '/api/customer/project/default',
    tag,
    summary: "Choisit le projet ouvert par défaut d'un foyer qui en a plusieurs",
    access: staff,
    body: ZCustomerDefaultProjectBody,
    response: ZCustomerDefaultProjectResponse,
    errors: [E.CUSTOMER_NOT_FOUND, E.PROJECT_NOT_OF_CUSTOMER, E.DEFAULT_PROJECT_IS_PROSPECT],
  }),
  projectList: endpoint({
    method: 'GET',
    path: '/api/project',
    tag: projectsTag,
    summary: 'Liste des projets en 3 étapes avec les tuiles du permis de construire (par pages de 100)',
    access: staff,
    query: ZProjectListQuery,
    response: ZProjectListResponse,
  }),
  projectSearch: endpoint({
    method: 'GET',
    path: '/api/project/search',
    tag: projectsTag,
    summary: 'Recherche rapide de projets clients (sélecteurs ; 20 au plus)',
    access: staff,
    query: ZProjectSearchQuery,
    response: ZProjectSearchResponse,
  }),
  archiveProject: endpoint({
    method: 'PUT',
    path: '/api/project/:id/archive',
    tag: projectsTag,
    summary: 'Archive un projet client ou le réactive',
    access: staff,
    params: ZProjectIdParam,
    body: ZProjectArchiveBody,
    response: ZProjectArchiveResponse,
    errors: [PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND, E.PROJECT_IS_PROSPECT, E.CUSTOMER_ARCHIVED],
  }),
};
