import { ZUploadResponse } from '@batir/shared/files';
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
} from '@batir/shared/prospect-sheet';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { registerMultipart, uploadParts } from '../files/files.routes';
import type { FileService, UploadPart } from '../files/files.service';
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

const tags = ['Prospects'];
/**
 * Staff only (customers and craftsmen get 403). Which records: prospects.service seesAll, applied in the
 * service (admins every project; the others the projects whose salesman is them, else 403).
 */
const staff = { access: STAFF_ROLES };

export type ProspectSheetRoutesOptions = { db: Database; files: FileService; publicUrl: string };

/**
 * The prospect sheet (spec 2 §7.2 Prospect, Project, User, Attachment; spec 3 §7 "Prospect sheet and
 * files", "Prospects", "Users"). Paths:
 * - GET /project/sheet/{id}, GET /project/infos/{project}, PUT /project/infos: {id}, {project} are project ids.
 * - PUT /prospect: edit an existing prospect (POST /prospect, in modules/prospects, creates one).
 * - PUT /customers/{customer}/archive: the household.
 * - PUT /prospect/{project}/activate: the spec only names "activate" in the Prospect group; it is put
 *   beside the other prospect routes, keyed by the project (the prospect is a project), as PUT like the
 *   other state changes (archive, cancel).
 * - POST /user/{id}/convert and /user/{id}/createTempAccess: {id} is the household (customer id);
 *   prospects were users in the older system, hence the "user" group of the spec.
 * - POST /attachment/{project}: multipart upload through the files service (type 'project').
 */
export const prospectSheetRoutes: FastifyPluginAsyncZod<ProspectSheetRoutesOptions> = async (
  app,
  { db, files, publicUrl },
) => {
  await registerMultipart(app);

  app.get(
    '/project/sheet/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Fiche prospect : foyer, projet et toutes ses listes',
        params: ZSheetParams,
        response: { 200: ZProspectSheetResponse },
      },
    },
    async (request) => getSheet({ db, files, caller: principalOf(request), projectId: request.params.id }),
  );

  app.get(
    '/project/infos/:project',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Informations du projet (nom, terrain, origine, commercial)',
        params: ZProjectParam,
        response: { 200: ZProjectInfosResponse },
      },
    },
    async (request) => getInfos({ db, caller: principalOf(request), projectId: request.params.project }),
  );

  app.put(
    '/project/infos',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Modifie les informations du projet (commercial : administrateurs seulement)',
        body: ZProjectInfosBody,
        response: { 200: ZProjectInfosResponse },
      },
    },
    async (request) =>
      putInfos({ db, caller: principalOf(request), body: request.body, context: requestContext(request) }),
  );

  app.put(
    '/prospect',
    {
      config: staff,
      schema: {
        tags,
        summary: "Modifie le foyer et le projet d'un prospect",
        body: ZProspectEditBody,
        response: { 200: ZProspectEditResponse },
      },
    },
    async (request) =>
      editProspect({
        db,
        caller: principalOf(request),
        body: request.body,
        context: requestContext(request),
      }),
  );

  app.put(
    '/customers/:customer/archive',
    {
      config: staff,
      schema: {
        tags: ['Clients'],
        summary: 'Archive ou réactive un foyer',
        params: ZCustomerParam,
        body: ZArchiveBody,
        response: { 200: ZArchiveResponse },
      },
    },
    async (request) => {
      const { archive } = request.body;
      return archiveCustomer({
        db,
        caller: principalOf(request),
        customerId: request.params.customer,
        archive: archive === true || archive === 1 || archive === '1',
        context: requestContext(request),
      });
    },
  );

  app.put(
    '/prospect/:project/activate',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Remet un prospect archivé dans la liste',
        params: ZProjectParam,
        response: { 200: ZSheetOkResponse },
      },
    },
    async (request) =>
      activateProspect({
        db,
        caller: principalOf(request),
        projectId: request.params.project,
        context: requestContext(request),
      }),
  );

  app.post(
    '/user/:id/convert',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Convertit le prospect en client ({id} : le foyer) et ouvre son espace client',
        params: ZSheetParams,
        body: ZConvertBody,
        response: { 200: ZConvertResponse },
      },
    },
    async (request) =>
      convertProspect({
        db,
        caller: principalOf(request),
        customerId: request.params.id,
        projectId: request.body.projectId,
        publicUrl,
        context: requestContext(request),
      }),
  );

  app.post(
    '/user/:id/createTempAccess',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Ouvre au prospect un accès temporaire (30 jours) à son espace ({id} : le foyer)',
        params: ZSheetParams,
        response: { 200: ZTempAccessResponse },
      },
    },
    async (request) =>
      createTempAccess({
        db,
        caller: principalOf(request),
        customerId: request.params.id,
        publicUrl,
        context: requestContext(request),
      }),
  );

  app.post(
    '/attachment/:project',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Joint des fichiers au projet (multipart : files[i])',
        consumes: ['multipart/form-data'],
        params: ZProjectParam,
        response: { 200: ZUploadResponse },
      },
    },
    async (request) => {
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
    },
  );
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
