import { customersEndpoints as api, CUSTOMER_ERRORS } from '@batir/shared/contracts/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { FileService } from '../files';
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

const isTrue = (value: boolean | 0 | 1 | '0' | '1') => value === true || value === 1 || value === '1';

/**
 * Spec 2 §7.2 Customer (customers, customerInitData, customers/{customer}, customer/archive,
 * customer/project/default) and spec 3 §7 Projects (GET /project, PUT /project/{id}/archive), plus the
 * quick project search of the pickers (GET /project/search), registered from their contracts
 * (packages/shared/src/contracts/customers.ts).
 * - {customer} is the household (customers.id), {id} a project id.
 * - DELETE /customer/archive takes its `customer` in the body or, for clients that send no body on
 *   DELETE, in the query string.
 */
export const customersRoutes: FastifyPluginAsyncZod<CustomersRoutesOptions> = async (app, { db }) => {
  route(app, api.list, async (request) =>
    listCustomers({ db, caller: principalOf(request), query: request.query }),
  );

  route(app, api.initData, async (request) => initData(db, principalOf(request)));

  route(app, api.get, async (request) =>
    getCustomer({ db, caller: principalOf(request), customerId: request.params.customer }),
  );

  route(app, api.edit, async (request) =>
    editCustomer({
      db,
      caller: principalOf(request),
      customerId: request.params.customer,
      body: request.body,
      context: requestContext(request),
    }),
  );

  route(app, api.archive, async (request) =>
    archiveCustomer({
      db,
      caller: principalOf(request),
      customerId: request.body.customer,
      archive: true,
      context: requestContext(request),
    }),
  );

  route(app, api.unarchive, async (request) => {
    const customerId = request.body?.customer ?? request.query.customer;
    if (!customerId)
      throw new AppError(CUSTOMER_ERRORS.CUSTOMER_REQUIRED, {
        fields: { customer: CUSTOMER_ERRORS.CUSTOMER_REQUIRED.message },
      });
    return archiveCustomer({
      db,
      caller: principalOf(request),
      customerId,
      archive: false,
      context: requestContext(request),
    });
  });

  route(app, api.defaultProject, async (request) =>
    setDefaultProject({
      db,
      caller: principalOf(request),
      customerId: request.body.customer,
      projectId: request.body.project,
      context: requestContext(request),
    }),
  );

  route(app, api.projectList, async (request) =>
    listProjects({ db, caller: principalOf(request), query: request.query }),
  );

  route(app, api.projectSearch, async (request) =>
    searchProjects({ db, caller: principalOf(request), term: request.query.term }),
  );

  route(app, api.archiveProject, async (request) =>
    archiveProject({
      db,
      caller: principalOf(request),
      projectId: request.params.id,
      archive: isTrue(request.body.archive),
      context: requestContext(request),
    }),
  );
};
