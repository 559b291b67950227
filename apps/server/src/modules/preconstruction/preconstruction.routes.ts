import { preconstructionEndpoints as api } from '@batir/shared/contracts/preconstruction';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { FileService } from '../files';
import {
  getConstitution,
  getLand,
  listSmsReminders,
  logisboxSummary,
  putLand,
  putPiece,
  saveLandAccessibility,
  sendSmsReminder,
  setLogisboxAppointment,
  setLogisboxFile,
  setLogisboxSigned,
} from './preconstruction.service';

export type PreconstructionRoutesOptions = { db: Database; files: FileService; publicUrl: string };

/**
 * Pre-construction of a customer project (issue 6; spec 3 §7 Projects, spec 2 §7.2 Preconstruction and
 * Project): land and its accessibility, the pieces of the file (elements of constitution), the logisbox
 * dashboard and its actions, the SMS reminder, registered from their contracts
 * (packages/shared/src/contracts/preconstruction.ts). Constitution files are uploaded through
 * POST /api/attachment/{project} with category=constitution and ids={"pieceId": n}.
 */
export const preconstructionRoutes: FastifyPluginAsyncZod<PreconstructionRoutesOptions> = async (
  app,
  { db, files },
) => {
  route(app, api.land, async (request) =>
    getLand({ db, caller: principalOf(request), projectId: request.params.project }),
  );

  route(app, api.saveLand, async (request) =>
    putLand({
      db,
      caller: principalOf(request),
      projectId: request.params.project,
      body: request.body,
      context: requestContext(request),
    }),
  );

  route(app, api.saveLandAccessibility, async (request) =>
    saveLandAccessibility({
      db,
      caller: principalOf(request),
      projectId: request.params.project,
      accessibility: request.body.accessibility,
      context: requestContext(request),
    }),
  );

  route(app, api.constitution, async (request) =>
    getConstitution({ db, files, caller: principalOf(request), projectId: request.params.project }),
  );

  route(app, api.updatePiece, async (request) =>
    putPiece({
      db,
      files,
      caller: principalOf(request),
      projectId: request.params.project,
      pieceId: request.params.piece,
      body: request.body,
      context: requestContext(request),
    }),
  );

  route(app, api.logisbox, async (request) =>
    logisboxSummary({ db, caller: principalOf(request), ...request.query }),
  );

  route(app, api.logisboxAppointment, async (request) =>
    setLogisboxAppointment({
      db,
      caller: principalOf(request),
      projectId: request.params.project,
      date: request.body.date,
      context: requestContext(request),
    }),
  );

  route(app, api.logisboxSigned, async (request) =>
    setLogisboxSigned({
      db,
      caller: principalOf(request),
      projectId: request.params.project,
      done: request.body.done,
      context: requestContext(request),
    }),
  );

  route(app, api.logisboxFile, async (request) =>
    setLogisboxFile({
      db,
      caller: principalOf(request),
      projectId: request.params.project,
      done: request.body.done,
      context: requestContext(request),
    }),
  );

  route(app, api.smsReminders, async (request) =>
    listSmsReminders({ db, caller: principalOf(request), projectId: request.params.project }),
  );

  route(app, api.sendSmsReminder, async (request) =>
    sendSmsReminder({
      db,
      caller: principalOf(request),
      projectId: request.params.project,
      message: request.body.message,
      context: requestContext(request),
    }),
  );
};
