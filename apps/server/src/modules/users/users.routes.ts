import {
  ZCurrentUserResponse,
  ZProfileBody,
  ZProfileGetResponse,
  ZProfileResponse,
  ZUserIdParams,
} from '@batir/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { AuthService } from '../auth/auth.service';
import { setRefreshCookie } from '../auth/refresh-cookie';
import type { FileService } from '../files/files.service';
import { getCurrentUser, getProfile, updateProfile } from './users.service';

const tags = ['Utilisateurs'];

export type UsersRoutesOptions = {
  db: Database;
  auth: AuthService;
  files: FileService;
  cookieSecure: 'auto' | boolean;
};

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { db, auth, files, cookieSecure },
) => {
  app.get(
    '/user',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Utilisateur connecté', response: { 200: ZCurrentUserResponse } },
    },
    async (request) => getCurrentUser({ db, files, caller: principalOf(request) }),
  );

  app.get(
    '/user/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Profil (le sien)',
        params: ZUserIdParams,
        response: { 200: ZProfileGetResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      user: await getProfile({ db, files, caller: principalOf(request), id: request.params.id }),
    }),
  );

  app.put(
    '/user/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Modifie son profil (et son mot de passe)',
        params: ZUserIdParams,
        body: ZProfileBody,
        response: { 200: ZProfileResponse },
      },
    },
    async (request, reply) => {
      const result = await updateProfile({
        db,
        auth,
        callerId: principalOf(request).userId,
        id: request.params.id,
        changes: request.body,
        context: requestContext(request),
      });
      if (result.token) setRefreshCookie({ request, reply, pair: result.token, cookieSecure });
      return { error: 0 as const, ...result };
    },
  );
};
