import {
  TOO_MANY_FILES_MESSAGE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  ZFileDeleteByName,
  ZFileIdParams,
  ZFileIdQuery,
  ZFileLinkResponse,
  ZFileListQuery,
  ZFileListResponse,
  ZFileOkResponse,
  ZFileRenameBody,
  ZFileResponse,
  ZFileSendBody,
  ZFileStateBody,
  ZSpecialFileQuery,
  ZUploadResponse,
  ZViewerParams,
  ZViewerQuery,
} from '@batir/shared/files';
import { type Role, STAFF_ROLES } from '@batir/shared/roles';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest , legacyError } from '../../lib/app-error';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { contentDisposition } from './file-content';
import { type FileDownload, type FileService, fileTooLarge, type UploadPart } from './files.service';

const tags = ['Fichiers'];
/** Staff for every type; customers for their own projects' files (checked per file). Craftsmen: not yet. */
const staffAndCustomers = { access: [...STAFF_ROLES, 'customer'] as Role[] };
const staffOnly = { access: STAFF_ROLES };

/** Multipart errors of the parser, in French; the limits throw, they never truncate silently. */
function multipartError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return legacyError(413, TOO_MANY_FILES_MESSAGE);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return legacyError(413, "Trop de champs dans l'envoi.");
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest("L'envoi des fichiers est incomplet ou mal formé.");
    default:
      return error;
  }
}

/** The multipart stream as upload parts; nothing is buffered beyond the file being read. */
export async function* uploadParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) return;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        yield { kind: 'field', name: part.fieldname, value: String(part.value ?? '') };
        continue;
      }
      yield {
        kind: 'file',
        fieldName: part.fieldname,
        filename: part.filename,
        async read() {
          try {
            return await part.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
              throw fileTooLarge(part.filename);
            throw multipartError(error);
          }
        },
      };
    }
  } catch (error) {
    throw multipartError(error);
  }
}

/**
 * Pictures and PDF open in the page; everything else downloads under its sanitised name. The stored MIME
 * type was detected from the content, and `nosniff` stops the browser from guessing another.
 */
function sendFile(reply: FastifyReply, file: FileDownload) {
  return reply
    .header('content-type', file.mime)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.name))
    .send(file.stream);
}

/** The multipart parser with the upload limits, for the routes of the plugin that calls it. */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: UPLOAD_MAX_FILES,
      fields: 20,
      fieldSize: 16 * 1024,
      parts: UPLOAD_MAX_FILES + 20,
      headerPairs: 200,
    },
  });
}

/** Spec 2 §7.2 "Files" (under /api). */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  await registerMultipart(app);

  app.post(
    '/file/upload',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: 'Dépose des fichiers (multipart : linkedId, type, ids, files[i])',
        consumes: ['multipart/form-data'],
        response: { 200: ZUploadResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.upload({
        caller: principalOf(request),
        parts: uploadParts(request),
        context: requestContext(request),
      })),
    }),
  );

  app.post(
    '/file/common',
    {
      config: staffOnly,
      schema: {
        tags,
        summary: 'Dépose des fichiers dans les documents partagés',
        consumes: ['multipart/form-data'],
        response: { 200: ZUploadResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.upload({
        caller: principalOf(request),
        parts: uploadParts(request),
        context: requestContext(request),
        forcedType: 'common',
      })),
    }),
  );

  app.get(
    '/files/get',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: "Fichiers d'un dossier (linkedId, type)",
        querystring: ZFileListQuery,
        response: { 200: ZFileListResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.list({ caller: principalOf(request), ...request.query })),
    }),
  );

  app.get(
    '/file/get',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: "Description d'un fichier",
        querystring: ZFileIdQuery,
        response: { 200: ZFileResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.get({ caller: principalOf(request), id: request.query.id })),
    }),
  );

  app.get(
    '/file/view',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: 'Redirige vers la visionneuse (lien de 5 minutes)',
        querystring: ZFileIdQuery,
      },
    },
    async (request, reply) => {
      const { url } = await files.link({ caller: principalOf(request), id: request.query.id });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/file/:id/link',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: 'Lien de visionneuse valable 5 minutes',
        params: ZFileIdParams,
        response: { 200: ZFileLinkResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.link({ caller: principalOf(request), id: request.params.id })),
    }),
  );

  app.get(
    '/file/get/special',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: "Fichier particulier d'un projet (plan.jpg…) ; thumb=1 sert pour l'instant l'original",
        querystring: ZSpecialFileQuery,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await files.special({
          caller: principalOf(request),
          linkedId: request.query.linkedId,
          name: request.query.name,
        }),
      ),
  );

  app.post(
    '/file/send',
    {
      config: staffOnly,
      schema: {
        tags,
        summary: 'Envoie un lien vers le fichier par e-mail',
        body: ZFileSendBody,
        response: { 200: ZFileOkResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.send({
        caller: principalOf(request),
        ...request.body,
        context: requestContext(request),
      })),
    }),
  );

  app.put(
    '/file/:id/rename',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: 'Renomme un fichier (son extension est conservée)',
        params: ZFileIdParams,
        body: ZFileRenameBody,
        response: { 200: ZFileResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.rename({
        caller: principalOf(request),
        id: request.params.id,
        name: request.body.name,
        context: requestContext(request),
      })),
    }),
  );

  app.put(
    '/file/:id/state',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: "Change l'état d'un fichier",
        params: ZFileIdParams,
        body: ZFileStateBody,
        response: { 200: ZFileResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.setState({
        caller: principalOf(request),
        id: request.params.id,
        state: request.body.state,
        context: requestContext(request),
      })),
    }),
  );

  // Static paths are matched before `/file/:id`, so "temp" is never read as an id.
  app.delete(
    '/file/temp',
    {
      config: staffOnly,
      schema: { tags, summary: 'Supprime mes fichiers temporaires', response: { 200: ZFileOkResponse } },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.removeTemp({ caller: principalOf(request), context: requestContext(request) })),
    }),
  );

  app.delete(
    '/file',
    {
      config: staffOnly,
      schema: {
        tags,
        summary: 'Supprime un de mes fichiers temporaires par son nom (name en paramètre ou dans le corps)',
        querystring: ZFileDeleteByName.partial(),
        body: ZFileDeleteByName.partial().nullish(),
        response: { 200: ZFileOkResponse },
      },
    },
    async (request) => {
      const parsed = ZFileDeleteByName.safeParse({ ...request.query, ...(request.body ?? {}) });
      if (!parsed.success)
        throw badRequest('Données invalides : name.', { name: 'Indiquez le nom du fichier' });
      return {
        error: 0 as const,
        ...(await files.removeTemp({
          caller: principalOf(request),
          name: parsed.data.name,
          context: requestContext(request),
        })),
      };
    },
  );

  app.delete(
    '/file/:id',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: 'Supprime un fichier',
        params: ZFileIdParams,
        response: { 200: ZFileOkResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.remove({
        caller: principalOf(request),
        id: request.params.id,
        context: requestContext(request),
      })),
    }),
  );
};

/**
 * GET /viewer/type/{type}/{file}?token=… (spec 2 §2.3), outside /api: the picture lightbox and the PDF
 * frame load it directly. Public for the access policy: the signed token is the credential (five minutes
 * and its session in the app, FILE_LINK_TTL_HOURS and its sender's active account by e-mail).
 */
export const viewerRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  app.get(
    '/viewer/type/:type/:file',
    {
      config: { access: 'public' },
      schema: { hide: true, params: ZViewerParams, querystring: ZViewerQuery },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await files.view({
          type: request.params.type,
          file: request.params.file,
          token: request.query.token,
        }),
      ),
  );
};
