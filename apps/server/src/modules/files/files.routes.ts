import { COMMON_ERRORS } from '@batir/shared/contract';
import { filesEndpoints as api, FILE_ERRORS } from '@batir/shared/contracts/files';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  ZFileDeleteByName,
  ZViewerParams,
  ZViewerQuery,
} from '@batir/shared/files';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { contentDisposition } from './file-content';
import { type FileDownload, type FileService, fileTooLarge, type UploadPart } from './files.service';

/** Multipart errors of the parser, in French; the limits throw, they never truncate silently. */
function multipartError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return new AppError(FILE_ERRORS.TOO_MANY_FILES);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(FILE_ERRORS.TOO_MANY_FIELDS);
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError(FILE_ERRORS.UPLOAD_MALFORMED);
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

/** Spec 2 §7.2 "Files" (under /api), registered from their contracts (packages/shared/src/contracts/files.ts). */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  await registerMultipart(app);

  route(app, api.upload, async (request) => ({
    error: 0 as const,
    ...(await files.upload({
      caller: principalOf(request),
      parts: uploadParts(request),
      context: requestContext(request),
    })),
  }));

  route(app, api.uploadCommon, async (request) => ({
    error: 0 as const,
    ...(await files.upload({
      caller: principalOf(request),
      parts: uploadParts(request),
      context: requestContext(request),
      forcedType: 'common',
    })),
  }));

  route(app, api.list, async (request) => ({
    error: 0 as const,
    ...(await files.list({ caller: principalOf(request), ...request.query })),
  }));

  route(app, api.get, async (request) => ({
    error: 0 as const,
    ...(await files.get({ caller: principalOf(request), id: request.query.id })),
  }));

  route(app, api.view, async (request, reply) => {
    const { url } = await files.link({ caller: principalOf(request), id: request.query.id });
    return reply.redirect(url, 302);
  });

  route(app, api.link, async (request) => ({
    error: 0 as const,
    ...(await files.link({ caller: principalOf(request), id: request.params.id })),
  }));

  route(app, api.special, async (request, reply) =>
    sendFile(
      reply,
      await files.special({
        caller: principalOf(request),
        linkedId: request.query.linkedId,
        name: request.query.name,
      }),
    ),
  );

  route(app, api.send, async (request) => ({
    error: 0 as const,
    ...(await files.send({
      caller: principalOf(request),
      ...request.body,
      context: requestContext(request),
    })),
  }));

  route(app, api.rename, async (request) => ({
    error: 0 as const,
    ...(await files.rename({
      caller: principalOf(request),
      id: request.params.id,
      name: request.body.name,
      context: requestContext(request),
    })),
  }));

  route(app, api.state, async (request) => ({
    error: 0 as const,
    ...(await files.setState({
      caller: principalOf(request),
      id: request.params.id,
      state: request.body.state,
      context: requestContext(request),
    })),
  }));

  // Static paths are matched before `/file/:id`, so "temp" is never read as an id.
  route(app, api.removeTemp, async (request) => ({
    error: 0 as const,
    ...(await files.removeTemp({ caller: principalOf(request), context: requestContext(request) })),
  }));

  route(app, api.removeTempByName, async (request) => {
    const parsed = ZFileDeleteByName.safeParse({ ...request.query, ...(request.body ?? {}) });
    if (!parsed.success)
      throw new AppError(COMMON_ERRORS.INVALID_INPUT, {
        message: 'Données invalides : name.',
        fields: { name: 'Indiquez le nom du fichier' },
      });
    return {
      error: 0 as const,
      ...(await files.removeTemp({
        caller: principalOf(request),
        name: parsed.data.name,
        context: requestContext(request),
      })),
    };
  });

  route(app, api.remove, async (request) => ({
    error: 0 as const,
    ...(await files.remove({
      caller: principalOf(request),
      id: request.params.id,
      context: requestContext(request),
    })),
  }));
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
