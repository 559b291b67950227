import { projectDocumentsEndpoints as api } from '@batir/shared/contracts/project-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { contentDisposition, type FileService } from '../files';
import * as service from './project-documents.service';

export type ProjectDocumentsRoutesOptions = { db: Database; files: FileService; publicUrl: string };

/**
 * Project documents, CRC and customer relationship (issue 6 §6, §7; spec 3 §7 "Projects"), registered from
 * packages/shared/src/contracts/project-documents.ts. Uploads stay
 * `POST /api/attachment/{project}` (category and ids fields) and renaming, states and deletion the files
 * routes `PUT /api/file/{id}/rename`, `PUT /api/file/{id}/state`, `DELETE /api/file/{id}`.
 */
export const projectDocumentsRoutes: FastifyPluginAsyncZod<ProjectDocumentsRoutesOptions> = async (
  app,
  { db, files },
) => {
  route(app, api.files, async (request) => ({
    error: 0 as const,
    ...(await service.listFiles({
      db,
      files,
      caller: principalOf(request),
      projectId: request.params.project,
      category: request.query.category,
    })),
  }));

  route(app, api.zip, async (request, reply) => {
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
  });

  route(app, api.crcFiles, async (request) => ({
    error: 0 as const,
    ...(await service.getCrcFiles({
      db,
      files,
      caller: principalOf(request),
      projectId: request.params.project,
    })),
  }));

  route(app, api.crcState, async (request) => ({
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
  }));

  route(app, api.toggleCrcShow, async (request) => ({
    error: 0 as const,
    ...(await service.toggleCrcShow({
      db,
      files,
      caller: principalOf(request),
      projectId: request.params.project,
      crcElement: request.body.crcElement,
      context: requestContext(request),
    })),
  }));

  route(app, api.crcMail, async (request) => ({
    error: 0 as const,
    ...(await service.sendCrcMail({
      db,
      files,
      caller: principalOf(request),
      projectId: request.params.project,
      message: request.body?.message || undefined,
      context: requestContext(request),
    })),
  }));

  route(app, api.mailSms, async (request) => ({
    error: 0 as const,
    ...(await service.listMailSms({ db, caller: principalOf(request), projectId: request.params.project })),
  }));

  route(app, api.sendMailSms, async (request) => ({
    error: 0 as const,
    ...(await service.sendMailSms({
      db,
      caller: principalOf(request),
      projectId: request.params.project,
      body: request.body,
      context: requestContext(request),
    })),
  }));
};
