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
} from '@batir/shared/customers';
import {
  ZProjectArchiveBody,
  ZProjectArchiveResponse,
  ZProjectIdParam,
  ZProjectListQuery,
  ZProjectListResponse,
  ZProjectSearchQuery,
  ZProjectSearchResponse,
} from '@batir/shared/project-list';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { FileService } from '../files/files.service';
import {
  archiveCustomer,
  archiveProject,
  editCustomer,
  getCustomer,
  initData,
  listCustomers,
  listProjects,
  searchProjects,
  setDefaultProject,
} from './customers.service';

export type CustomersRoutesOptions = { db: Database; files: FileService; publicUrl: string };

const tags = ['Clients'];
/** Staff only (customers and craftsmen 403). Which records: modules/projects/project-access.ts. */
const staff = { access: STAFF_ROLES };
/** Staff, and a customer for their own household (read only; checked in the service). */
const staffOrCustomer = { access: [...STAFF_ROLES, 'customer'] as const };

const isTrue = (value: boolean | 0 | 1 | '0' | '1') => value === true || value === 1 || value === '1';

/**
 * Spec 2 §7.2 Customer (customers, customerInitData, customers/{customer}, customer/archive,
 * customer/project/default) and spec 3 §7 Projects (GET /project, PUT /project/{id}/archive), plus the
 * quick project search of the pickers (GET /project/search).
 * - {customer} is the household (customers.id), {id} a project id.
 * - DELETE /customer/archive takes its `customer` in the body or, for clients that send no body on
 *   DELETE, in the query string.
 */
export const customersRoutes: FastifyPluginAsyncZod<CustomersRoutesOptions> = async (app, { db }) => {
  app.get(
    '/customers',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Foyers clients (nombre de projets, recherche, archives ; par pages)',
        querystring: ZCustomerListQuery,
        response: { 200: ZCustomerListResponse },
      },
    },
    async (request) => listCustomers({ db, caller: principalOf(request), query: request.query }),
  );

  app.get(
    '/customerInitData',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Données de la liste des projets : commerciaux, étapes, tuiles, états',
        response: { 200: ZCustomerInitDataResponse },
      },
    },
    async (request) => initData(db, principalOf(request)),
  );

  app.get(
    '/customers/:customer',
    {
      config: staffOrCustomer,
      schema: {
        tags,
        summary: 'Un foyer et ses projets',
        params: ZCustomerIdParam,
        response: { 200: ZCustomerResponse },
      },
    },
    async (request) => getCustomer({ db, caller: principalOf(request), customerId: request.params.customer }),
  );

  app.post(
    '/customers/:customer',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Modifie les coordonnées du foyer',
        params: ZCustomerIdParam,
        body: ZCustomerEditBody,
        response: { 200: ZCustomerResponse },
      },
    },
    async (request) =>
      editCustomer({
        db,
        caller: principalOf(request),
        customerId: request.params.customer,
        body: request.body,
        context: requestContext(request),
      }),
  );

  app.post(
    '/customer/archive',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Archive un foyer et ses projets',
        body: ZCustomerArchiveBody,
        response: { 200: ZCustomerArchiveResponse },
      },
    },
    async (request) =>
      archiveCustomer({
        db,
        caller: principalOf(request),
        customerId: request.body.customer,
        archive: true,
        context: requestContext(request),
      }),
  );

  app.delete(
    '/customer/archive',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Réactive un foyer archivé et ses projets',
        body: ZCustomerArchiveBody.partial().nullish(),
        querystring: ZCustomerArchiveBody.partial(),
        response: { 200: ZCustomerArchiveResponse },
      },
    },
    async (request) => {
      const customerId = request.body?.customer ?? request.query.customer;
      if (!customerId) throw badRequest('Indiquez le client.', { customer: 'Indiquez le client.' });
      return archiveCustomer({
        db,
        caller: principalOf(request),
        customerId,
        archive: false,
        context: requestContext(request),
      });
    },
  );

  app.post(
    '/customer/project/default',
    {
      config: staff,
      schema: {
        tags,
        summary: "Choisit le projet ouvert par défaut d'un foyer qui en a plusieurs",
        body: ZCustomerDefaultProjectBody,
        response: { 200: ZCustomerDefaultProjectResponse },
      },
    },
    async (request) =>
      setDefaultProject({
        db,
        caller: principalOf(request),
        customerId: request.body.customer,
        projectId: request.body.project,
        context: requestContext(request),
      }),
  );

  app.get(
    '/project',
    {
      config: staff,
      schema: {
        tags: ['Projets'],
        summary: 'Liste des projets en 3 étapes avec les tuiles du permis de construire (par pages de 100)',
        querystring: ZProjectListQuery,
        response: { 200: ZProjectListResponse },
      },
    },
    async (request) => listProjects({ db, caller: principalOf(request), query: request.query }),
  );

  app.get(
    '/project/search',
    {
      config: staff,
      schema: {
        tags: ['Projets'],
        summary: 'Recherche rapide de projets clients (sélecteurs ; 20 au plus)',
        querystring: ZProjectSearchQuery,
        response: { 200: ZProjectSearchResponse },
      },
    },
    async (request) => searchProjects({ db, caller: principalOf(request), term: request.query.term }),
  );

  app.put(
    '/project/:id/archive',
    {
      config: staff,
      schema: {
        tags: ['Projets'],
        summary: 'Archive un projet client ou le réactive',
        params: ZProjectIdParam,
        body: ZProjectArchiveBody,
        response: { 200: ZProjectArchiveResponse },
      },
    },
    async (request) =>
      archiveProject({
        db,
        caller: principalOf(request),
        projectId: request.params.id,
        archive: isTrue(request.body.archive),
        context: requestContext(request),
      }),
  );
};
