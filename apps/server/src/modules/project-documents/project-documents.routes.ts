import {
  ZCrcFilesResponse,
  ZCrcMailBody,
  ZCrcStateBody,
  ZMailSmsBody,
  ZMailSmsResponse,
  ZMailSmsSentResponse,
  ZMessageResponse,
  ZProjectDocumentsParams,
  ZProjectFilesQuery,
  ZProjectFilesResponse,
  ZToggleCrcShowBody,
  ZToggleCrcShowResponse,
} from '@batir/shared/project-documents';
import { type Role, STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { contentDisposition } from '../files/file-content';
import type { FileService } from '../files/files.service';
import * as service from './project-documents.service';

export type ProjectDocumentsRoutesOptions = { db: Database; files: FileService; publicUrl: string };

const tags = ['Documents du projet'];
/** Reads a customer may make on their own project (projectFor checks the household, read only). */
const staffAndCustomer = { access: [...STAFF_ROLES, 'customer'] as Role[] };
const staff = { access: STAFF_ROLES };

/**
 * Project documents, CRC and customer relationship (issue 6 §6, §7; spec 3 §7 "Projects"). Uploads stay
 * `POST /api/attachment/{project}` (category and ids fields) and renaming, states and deletion the files
 * routes `PUT /api/file/{id}/rename`, `PUT /api/file/{id}/state`, `DELETE /api/file/{id}`.
 */
export const projectDocumentsRoutes: FastifyPluginAsyncZod<ProjectDocumentsRoutesOptions> = async (
  app,
  { db, files },
) => {
  app.get(
    '/project/:project/files',
    {
      config: staffAndCustomer,
      schema: {
        tags,
        summary: 'Documents du projet (catégorie facultative), du plus récent au plus ancien',
        params: ZProjectDocumentsParams,
        querystring: ZProjectFilesQuery,
        response: { 200: ZProjectFilesResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await service.listFiles({
        db,
        files,
        caller: principalOf(request),
        projectId: request.params.project,
        category: request.query.category,
      })),
    }),
  );

  app.get(
    '/project/:project/files/zip',
    {
      config: staffAndCustomer,
      schema: {
        tags,
        summary: 'Archive zip des documents (une catégorie, ou tout, un dossier par catégorie)',
        params: ZProjectDocumentsParams,
        querystring: ZProjectFilesQuery,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const zip = await service.zipFiles({
        db,
        files,
        caller: principalOf(request),
        projectId: request.params.project,
        category: request.query.category,
      });
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition('attachment', zip.name))
        .send(zip.stream);
    },
  );

  app.get(
    '/project/:project/crcFiles',
    {
      config: staffAndCustomer,
      schema: {
        tags,
        summary:
          'CRC : état et fichiers par type (plan, cuisine, autre), état global, date du dernier fichier',
        params: ZProjectDocumentsParams,
        response: { 200: ZCrcFilesResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await service.getCrcFiles({
        db,
        files,
        caller: principalOf(request),
        projectId: request.params.project,
      })),
    }),
  );

  app.put(
    '/project/:project/crcFiles/state',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change l'état d'un type de CRC (et, en option, de ses fichiers)",
        params: ZProjectDocumentsParams,
        body: ZCrcStateBody,
        response: { 200: ZCrcFilesResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await service.setCrcState({
        db,
        files,
        caller: principalOf(request),
        projectId: request.params.project,
        crcType: request.body.crcType,
        state: request.body.state,
        fileIds: request.body.files,
        context: requestContext(request),
      })),
    }),
  );

  app.put(
    '/project/:project/toggleCrcShow',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Affiche ou masque un élément du CRC au client',
        params: ZProjectDocumentsParams,
        body: ZToggleCrcShowBody,
        response: { 200: ZToggleCrcShowResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await service.toggleCrcShow({
        db,
        files,
        caller: principalOf(request),
        projectId: request.params.project,
        crcElement: request.body.crcElement,
        context: requestContext(request),
      })),
    }),
  );

  app.post(
    '/project/:project/crcMail',
    {
      config: staff,
      schema: {
        tags,
        summary: "Envoie au client l'état du CRC par e-mail",
        params: ZProjectDocumentsParams,
        body: ZCrcMailBody.nullish(),
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await service.sendCrcMail({
        db,
        files,
        caller: principalOf(request),
        projectId: request.params.project,
        message: request.body?.message || undefined,
        context: requestContext(request),
      })),
    }),
  );

  app.get(
    '/project/:project/mailSms',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Relation client : e-mails et SMS du projet, du plus récent au plus ancien',
        params: ZProjectDocumentsParams,
        response: { 200: ZMailSmsResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await service.listMailSms({ db, caller: principalOf(request), projectId: request.params.project })),
    }),
  );

  app.post(
    '/project/:project/mailSms',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Envoie un e-mail ou un SMS au client (file d’envoi)',
        params: ZProjectDocumentsParams,
        body: ZMailSmsBody,
        response: { 200: ZMailSmsSentResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await service.sendMailSms({
        db,
        caller: principalOf(request),
        projectId: request.params.project,
        body: request.body,
        context: requestContext(request),
      })),
    }),
  );
};
