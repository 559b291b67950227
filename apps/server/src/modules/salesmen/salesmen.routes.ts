import { salesmenEndpoints as api } from '@batir/shared/contracts/salesmen';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { FileService } from '../files';
import {
  createVisioConf,
  getSalesman,
  listQualifications,
  updateManager,
  updatePinMessage,
  updateSalesmanProfile,
} from './salesmen.service';

/**
 * The salespeople screen (issue 5 §4–§5), registered from its contracts
 * (packages/shared/src/contracts/salesmen.ts). Staff only (customers and craftsmen get 403); whose screen
 * each one reads: salesmen.service header. GET /api/salesman (the list) lives in the users module; the
 * spec's GET /api/user/{id} stays the caller's own profile, the screen reads GET /api/salesman/{id}.
 */
export const salesmenRoutes: FastifyPluginAsyncZod<{
  db: Database;
  files: FileService;
  visioBaseUrl: string;
}> = async (app, { db, files, visioBaseUrl }) => {
  route(app, api.salesman, async (request) => ({
    error: 0 as const,
    salesman: await getSalesman({ db, files, principal: principalOf(request), id: request.params.id }),
  }));
  route(app, api.qualifications, async (request) => ({
    error: 0 as const,
    ...(await listQualifications({ db, principal: principalOf(request), id: request.params.id })),
  }));
  route(app, api.profile, async (request) => ({
    error: 0 as const,
    salesman: await updateSalesmanProfile({
      db,
      files,
      principal: principalOf(request),
      id: request.params.id,
      body: request.body,
      context: requestContext(request),
    }),
  }));
  route(app, api.pinMessage, async (request) => ({
    error: 0 as const,
    salesman: await updatePinMessage({
      db,
      files,
      principal: principalOf(request),
      id: request.params.id,
      pinMessage: request.body.pinMessage,
      context: requestContext(request),
    }),
  }));
  route(app, api.manager, async (request) => ({
    error: 0 as const,
    salesman: await updateManager({
      db,
      files,
      principal: principalOf(request),
      id: request.params.id,
      body: request.body,
      context: requestContext(request),
    }),
  }));
  route(app, api.createVisioConf, async (request) => ({
    error: 0 as const,
    ...(await createVisioConf({
      db,
      principal: principalOf(request),
      appointmentId: request.body.appointmentId,
      visioBaseUrl,
      context: requestContext(request),
    })),
  }));
};
