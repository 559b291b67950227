import { COMMON_ERRORS } from '@batir/shared/contract';
import { usersEndpoints as api } from '@batir/shared/contracts/users';
import { FORBIDDEN_MESSAGE } from '@batir/shared/messages';
import { can } from '@batir/shared/policy';
import { type TCurrentUserResponse, ZProfileBody, ZUserAccountBody } from '@batir/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { type AuthService, setRefreshCookie } from '../auth';
import type { FileService } from '../files';
import type { CurrentUserReader } from './current-user';
import { getProfile, updateProfile } from './users.service';
import * as admin from './users-admin.service';

export type UsersRoutesOptions = {
  db: Database;
  auth: AuthService;
  files: FileService;
  cookieSecure: 'auto' | boolean;
  publicUrl: string;
  /** GET /api/user's answers (current-user.ts), shared with the token refresh that carries them. */
  currentUser: Pick<CurrentUserReader, 'forCaller'>;
};

/**
 * Validates a body the contract could not type up front (PUT /api/user/{id}: a profile, or with `roles` a
 * staff account), with the same French 400 as the route schemas.
 */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'requête'] ??= issue.message;
  throw new AppError(COMMON_ERRORS.INVALID_INPUT, {
    message: `Données invalides : ${Object.keys(fields).join(', ')}.`,
    fields,
  });
}

/** Users, profiles and the users administration, registered from their contracts (contracts/users.ts). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { db, auth, files, cookieSecure, publicUrl, currentUser },
) => {
  // The hottest route: its answer is built field by field to ZCurrentUserResponse (typed, and checked
  // against the schema by users.test.ts), and kept already written out: a string is sent as it is.
  route(app, api.current, async (request, reply) => {
    const caller = principalOf(request);
    const body = await currentUser.forCaller(caller);
    // Typed as the schema's object; Fastify sends a JSON string as it is.
    return reply.type('application/json; charset=utf-8').send(body as unknown as TCurrentUserResponse);
  });

  route(app, api.profile, async (request) => {
    const caller = principalOf(request);
    const { id } = request.params;
    const user = await getProfile({ db, files, caller, id });
    // Administrators also get the account as the users administration edits it.
    const account = can(caller, 'user.manage') ? await admin.findAccount(db, id) : undefined;
    return { error: 0 as const, user, ...(account ? { account } : {}) };
  });

  route(app, api.update, async (request, reply) => {
    const caller = principalOf(request);
    const { id } = request.params;
    const context = requestContext(request);
    if ('roles' in request.body) {
      if (!can(caller, 'user.manage')) throw forbidden(FORBIDDEN_MESSAGE);
      const values = parseBody(ZUserAccountBody, request.body);
      return {
        error: 0 as const,
        user: await admin.updateAccount({ db, id, values, callerId: caller.userId, context }),
      };
    }
    const changes = parseBody(ZProfileBody, request.body);
    const result = await updateProfile({ db, auth, callerId: caller.userId, id, changes, context });
    if (result.token) setRefreshCookie({ request, reply, pair: result.token, cookieSecure });
    return { error: 0 as const, ...result };
  });

  route(app, api.list, async (request) => ({
    error: 0 as const,
    ...(await admin.listAccounts({ db, ...request.query })),
  }));

  route(app, api.create, async (request) => ({
    error: 0 as const,
    user: await admin.createAccount({
      db,
      values: request.body,
      callerId: principalOf(request).userId,
      publicUrl,
      context: requestContext(request),
    }),
  }));

  route(app, api.archive, async (request) => ({
    error: 0 as const,
    user: await admin.archiveAccount({
      db,
      auth,
      id: request.params.id,
      archive: request.body.archive,
      callerId: principalOf(request).userId,
      context: requestContext(request),
    }),
  }));

  route(app, api.search, async (request) => ({
    error: 0 as const,
    list: await admin.searchStaff(db, request.params.term),
  }));

  route(app, api.salesmen, async () => ({ error: 0 as const, list: await admin.listSalesmen(db) }));
};
