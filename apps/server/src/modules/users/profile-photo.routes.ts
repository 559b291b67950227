import { PHOTO_EXTENSIONS } from '@batir/shared/files';
import { ZUserIdParams, ZUserPhotoResponse } from '@batir/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { registerMultipart, uploadParts } from '../files/files.routes';
import type { FileService } from '../files/files.service';

const tags = ['Utilisateurs'];

/** One's own photo: a file of type 'user' linked to the account (the files module stores and checks it). */
export const profilePhotoRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  await registerMultipart(app);

  app.put(
    '/user/:id/photo',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: `Change sa photo (multipart, un fichier : ${PHOTO_EXTENSIONS.join(', ')})`,
        consumes: ['multipart/form-data'],
        params: ZUserIdParams,
        response: { 200: ZUserPhotoResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.setUserPhoto({
        caller: principalOf(request),
        userId: request.params.id,
        parts: uploadParts(request),
        context: requestContext(request),
      })),
    }),
  );

  app.delete(
    '/user/:id/photo',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Retire sa photo',
        params: ZUserIdParams,
        response: { 200: ZUserPhotoResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await files.removeUserPhoto({
        caller: principalOf(request),
        userId: request.params.id,
        context: requestContext(request),
      })),
    }),
  );
};
