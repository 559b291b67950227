import { FORBIDDEN_MESSAGE } from '@batir/shared/messages';
import { STAFF_ROLES } from '@batir/shared/roles';
import {
  type TCurrentUserResponse,
  ZCurrentUserResponse,
  ZProfileBody,
  ZProfileGetResponse,
  ZProfileResponse,
  ZSalesmanListResponse,
  ZUserAccountBody,
  ZUserAccountResponse,
  ZUserArchiveBody,
  ZUserIdParams,
  ZUserListQuery,
  ZUserListResponse,
  ZUserSearchParams,
  ZUserSearchResponse,
} from '@batir/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { badRequest, forbidden } from '../../lib/app-error';
import { createReadCache } from '../../lib/read-cache';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { AuthService } from '../auth/auth.service';
import { setRefreshCookie } from '../auth/refresh-cookie';
import type { FileService } from '../files/files.service';
import { createShellCache, getCurrentUser, getProfile, updateProfile } from './users.service';
import * as admin from './users-admin.service';

const tags = ['Utilisateurs'];
const adminOnly = { access: ['admin'] as const };
const staffOnly = { access: STAFF_ROLES };

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

/** Validates a body the route could not type up front, with the same French 400 as the route schemas. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'requête'] ??= issue.message;
  throw badRequest(`Données invalides : ${Object.keys(fields).join(', ')}.`, fields);
}

/**
 * PUT /api/user/{id} serves two callers (spec 2 §7.3 and §7.2 "edit"): a user editing their own profile
 * (ZProfileBody), and an administrator editing a staff account, recognised by the `roles` it carries
 * (ZUserAccountBody). Each body is validated with its own schema so each keeps its French messages.
 */
const ZUserPutBody = z.record(z.string(), z.unknown(), {
  message: 'Le corps de la requête doit être un objet',
});

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { db, auth, files, cookieSecure, publicUrl, changes },
) => {
  const shellCache = createShellCache();
  const currentUsers = createReadCache<string>(changes, {
    maxEntries: CURRENT_USER_CACHE_ENTRIES,
    ttlMs: CURRENT_USER_CACHE_TTL_MS,
  });
  app.get(
    '/user',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Utilisateur connecté', response: { 200: ZCurrentUserResponse } },
    },
    // The hottest route: its answer is built field by field to ZCurrentUserResponse (typed, and checked
    // against the schema by users.test.ts), and kept already written out: a string is sent as it is.
    async (request, reply) => {
      const caller = principalOf(request);
      const body = await currentUsers.get(`${caller.userId}:${caller.roles.join(',')}`, async () => ({
        value: JSON.stringify(await getCurrentUser({ db, files, caller, cache: shellCache })),
      }));
      // Typed as the schema's object; Fastify sends a JSON string as it is.
      return reply.type('application/json; charset=utf-8').send(body as unknown as TCurrentUserResponse);
    },
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
    async (request) => {
      const caller = principalOf(request);
      const { id } = request.params;
      const user = await getProfile({ db, files, caller, id });
      // Administrators also get the account as the users administration edits it.
      const account = caller.roles.includes('admin') ? await admin.findAccount(db, id) : undefined;
      return { error: 0 as const, user, ...(account ? { account } : {}) };
    },
  );

  app.put(
    '/user/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Modifie son profil (ZProfileBody) ; un administrateur modifie un compte du personnel (corps avec roles)',
        params: ZUserIdParams,
        body: ZUserPutBody,
        response: { 200: ZUserAccountResponse.or(ZProfileResponse) },
      },
    },
    async (request, reply) => {
      const caller = principalOf(request);
      const { id } = request.params;
      const context = requestContext(request);
      if ('roles' in request.body) {
        if (!caller.roles.includes('admin')) throw forbidden(FORBIDDEN_MESSAGE);
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
    },
  );

  app.get(
    '/user/list',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Comptes du personnel (une page, recherche par nom ou e-mail)',
        querystring: ZUserListQuery,
        response: { 200: ZUserListResponse },
      },
    },
    async (request) => ({ error: 0 as const, ...(await admin.listAccounts({ db, ...request.query })) }),
  );

  app.post(
    '/user',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Crée un compte du personnel et lui envoie le lien pour choisir son mot de passe',
        body: ZUserAccountBody,
        response: { 200: ZUserAccountResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      user: await admin.createAccount({
        db,
        values: request.body,
        callerId: principalOf(request).userId,
        publicUrl,
        context: requestContext(request),
      }),
    }),
  );

  app.put(
    '/user/:id/archive',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Archive un compte (ses sessions prennent fin aussitôt) ou le réactive',
        params: ZUserIdParams,
        body: ZUserArchiveBody,
        response: { 200: ZUserAccountResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      user: await admin.archiveAccount({
        db,
        auth,
        id: request.params.id,
        archive: request.body.archive,
        callerId: principalOf(request).userId,
        context: requestContext(request),
      }),
    }),
  );

  app.get(
    '/user/search/:term',
    {
      config: staffOnly,
      schema: {
        tags,
        summary: 'Recherche du personnel actif par nom ou e-mail',
        params: ZUserSearchParams,
        response: { 200: ZUserSearchResponse },
      },
    },
    async (request) => ({ error: 0 as const, list: await admin.searchStaff(db, request.params.term) }),
  );

  app.get(
    '/salesman',
    {
      config: staffOnly,
      schema: {
        tags: ['Commerciaux'],
        summary: 'Commerciaux actifs et codes postaux couverts',
        response: { 200: ZSalesmanListResponse },
      },
    },
    async () => ({ error: 0 as const, list: await admin.listSalesmen(db) }),
  );
};
