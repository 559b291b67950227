import { usersEndpoints as api } from '@batir/shared/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { type FileService, registerMultipart, uploadParts } from '../files';

/** One's own photo: a file of type 'user' linked to the account (the files module stores and checks it). */
export const profilePhotoRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  await registerMultipart(app);

  route(app, api.uploadPhoto, async (request) => ({
    error: 0 as const,
    ...(await files.setUserPhoto({
      caller: principalOf(request),
      userId: request.params.id,
      parts: uploadParts(request),
      context: requestContext(request),
    })),
  }));

  route(app, api.removePhoto, async (request) => ({
    error: 0 as const,
    ...(await files.removeUserPhoto({
      caller: principalOf(request),
      userId: request.params.id,
      context: requestContext(request),
    })),
  }));
};
