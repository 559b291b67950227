import { COMMON_ERRORS } from '@batir/shared/contract';
import { usersEndpoints as api } from '@batir/shared/contracts/users';
import { FORBIDDEN_MESSAGE } from '@batir/shared/messages';
import { can } from '@batir/shared/policy';
import { type TCurrentUserResponse, ZProfileBody, ZUserAccountBody } from '@batir/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { createReadCache } from '../../lib/read-cache';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { type AuthService, setRefreshCookie } from '../auth';
import type { FileService } from '../files';
import { createShellCache, getCurrentUser, getProfile, updateProfile } from './users.service';
import * as admin from './users-admin.service';

export type UsersRoutesOptions = {
  db: Database;
  auth: AuthService;
  files: FileService;
  cookieSecure: 'auto' | boolean;
  publicUrl: string;
  /** Lets GET /api/user answer from memory until a write may have changed it (lib/read-cache.ts). */
  changes?: ChangeFeed | undefined;
};

/**
 * GET /api/user answers kept per user and role set. Besides writes, time changes them: an announcement whose
 * start date comes, the photo's viewer link (valid 5 minutes): they are read again after 10 seconds at most.
 */
const CURRENT_USER_CACHE_TTL_MS = 10_000;
const CURRENT_USER_CACHE_ENTRIES = 10_000;

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
  { db, auth, files, cookieSecure, publicUrl, changes },
) => {
  const shellCache = createShellCache();
  const currentUsers = createReadCache<string>(changes, {
    maxEntries: CURRENT_USER_CACHE_ENTRIES,
    ttlMs: CURRENT_USER_CACHE_TTL_MS,
  });
  // The hottest route: its answer is built field by field to ZCurrentUserResponse (typed, and checked
  // against the schema by users.test.ts), and kept already written out: a string is sent as it is.
  route(app, api.current, async (request, reply) => {
    const caller = principalOf(request);
    const body = await currentUsers.get(`${caller.userId}:${caller.roles.join(',')}`, async () => ({
      value: JSON.stringify(await getCurrentUser({ db, files, caller, cache: shellCache })),
    }));
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
