import { filesEndpoints } from '@batir/shared/contracts/files';
import { prospectSheetEndpoints as api } from '@batir/shared/contracts/prospect-sheet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { type FileService, registerMultipart, type UploadPart, uploadParts } from '../files';
import {
  activateProspect,
  archiveCustomer,
  assertAttachmentTarget,
  convertProspect,
  createTempAccess,
  editProspect,
  getInfos,
  getSheet,
  putInfos,
} from './prospect-sheet.service';

export type ProspectSheetRoutesOptions = { db: Database; files: FileService; publicUrl: string };

/**
 * The prospect sheet (spec 2 §7.2 Prospect, Project, User, Attachment; spec 3 §7 "Prospect sheet and
 * files", "Prospects", "Users"), registered from its contracts (packages/shared/src/contracts/prospect-sheet.ts).
 * Staff only (customers and craftsmen get 403). Which records: the policy's prospectScopeOf, applied in the
 * service (admins every project; the others the projects whose salesman is them, else 403). Paths:
 * - GET /project/sheet/{id}, GET /project/infos/{project}, PUT /project/infos: {id}, {project} are project ids.
 * - PUT /prospect: edit an existing prospect (POST /prospect, in modules/prospects, creates one).
 * - PUT /customers/{customer}/archive: the household.
 * - PUT /prospect/{project}/activate: the spec only names "activate" in the Prospect group; it is put
 *   beside the other prospect routes, keyed by the project (the prospect is a project), as PUT like the
 *   other state changes (archive, cancel).
 * - POST /user/{id}/convert and /user/{id}/createTempAccess: {id} is the household (customer id);
 *   prospects were users in the older system, hence the "user" group of the spec.
 * - POST /attachment/{project}: multipart upload through the files service (type 'project'); its
 *   contract is the files area's (filesEndpoints.attachment).
 */
export const prospectSheetRoutes: FastifyPluginAsyncZod<ProspectSheetRoutesOptions> = async (
  app,
  { db, files, publicUrl },
) => {
  await registerMultipart(app);

  route(app, api.sheet, async (request) =>
    getSheet({ db, files, caller: principalOf(request), projectId: request.params.id }),
  );
  route(app, api.infos, async (request) =>
    getInfos({ db, caller: principalOf(request), projectId: request.params.project }),
  );
  route(app, api.putInfos, async (request) =>
    putInfos({ db, caller: principalOf(request), body: request.body, context: requestContext(request) }),
  );
  route(app, api.edit, async (request) =>
    editProspect({ db, caller: principalOf(request), body: request.body, context: requestContext(request) }),
  );
  route(app, api.archive, async (request) => {
    const { archive } = request.body;
    return archiveCustomer({
      db,
      caller: principalOf(request),
      customerId: request.params.customer,
      archive: archive === true || archive === 1 || archive === '1',
      context: requestContext(request),
    });
  });
  route(app, api.activate, async (request) =>
    activateProspect({
      db,
      caller: principalOf(request),
      projectId: request.params.project,
      context: requestContext(request),
    }),
  );
  route(app, api.convert, async (request) =>
    convertProspect({
      db,
      caller: principalOf(request),
      customerId: request.params.id,
      projectId: request.body.projectId,
      publicUrl,
      context: requestContext(request),
    }),
  );
  route(app, api.createTempAccess, async (request) =>
    createTempAccess({
      db,
      caller: principalOf(request),
      customerId: request.params.id,
      publicUrl,
      context: requestContext(request),
    }),
  );
  route(app, filesEndpoints.attachment, async (request) => {
    const caller = principalOf(request);
    const projectId = request.params.project;
    await assertAttachmentTarget({ db, caller, projectId });
    return {
      error: 0 as const,
      ...(await files.upload({
        caller,
        parts: projectParts(uploadParts(request), projectId),
        context: requestContext(request),
        forcedType: 'project',
      })),
    };
  });
};

/** The upload's parts with the target forced to the project of the path (the client's linkedId is ignored). */
async function* projectParts(
  parts: AsyncIterable<UploadPart>,
  projectId: number,
): AsyncGenerator<UploadPart> {
  yield { kind: 'field', name: 'linkedId', value: String(projectId) };
  for await (const part of parts) {
    if (part.kind === 'field' && (part.name === 'linkedId' || part.name === 'type')) continue;
    yield part;
  }
}
