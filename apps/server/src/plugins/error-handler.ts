import { COMMON_ERRORS } from '@batir/shared/contract';
import { DATABASE_UNAVAILABLE_MESSAGE, GENERIC_ERROR_MESSAGE } from '@batir/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/app-error';
import { isApiUrl } from './access';

/** French texts for the framework's own 4xx errors (malformed JSON, oversize body…). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas un JSON valide.",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide alors que du JSON est attendu.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La requête est trop volumineuse.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Ce type de contenu n'est pas accepté.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longueur annoncée de la requête est incorrecte.',
  FST_ERR_BAD_URL: "L'adresse demandée est invalide.",
  FST_ERR_ASYNC_CONSTRAINT: "L'adresse demandée est invalide.",
};

/**
 * PostgreSQL refusing a value the client sent (class 22 "data exception", and 54000 for a value too big
 * to index): the request is wrong, not the server. The schemas in packages/shared should catch these
 * first; this is the safety net so that a missed constraint is a French 400, never a 500.
 */
const DATABASE_INPUT_MESSAGES: Record<string, string> = {
  '22001': 'Un texte envoyé est trop long.',
  '22003': 'Un nombre envoyé est hors des limites acceptées.',
  '22007': 'Une date envoyée est invalide.',
  '22008': 'Une date envoyée est hors des limites acceptées.',
  '22021': 'Un texte envoyé contient des caractères non autorisés.',
  '22P02': "Une valeur envoyée n'a pas le format attendu.",
  '22P05': 'Un texte envoyé contient des caractères non autorisés.',
  '54000': 'Une valeur envoyée est trop volumineuse.',
};
const DATABASE_INPUT_FALLBACK = 'Une valeur envoyée est invalide.';

/** The SQLSTATE of a database error refusing the client's data, looking inside Drizzle's wrapper. */
function databaseInputErrorCode(error: unknown, depth = 0): string | null {
  if (depth > 5 || !error || typeof error !== 'object') return null;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && (code.startsWith('22') || code === '54000'))
    return code;
  return databaseInputErrorCode(cause, depth + 1);
}

const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found)/;

/** The named code of a status the framework answers by itself (a body refused before any service ran). */
function commonCodeOf(status: number): string {
  if (status === 401) return COMMON_ERRORS.UNAUTHENTICATED.code;
  if (status === 403) return COMMON_ERRORS.FORBIDDEN.code;
  if (status === 404) return COMMON_ERRORS.ROUTE_NOT_FOUND.code;
  if (status === 413) return COMMON_ERRORS.PAYLOAD_TOO_LARGE.code;
  if (status === 429) return COMMON_ERRORS.RATE_LIMITED.code;
  if (status === 503) return COMMON_ERRORS.DATABASE_UNAVAILABLE.code;
  if (status >= 500) return COMMON_ERRORS.INTERNAL.code;
  return COMMON_ERRORS.INVALID_INPUT.code;
}

/**
 * Every failed answer: `{ error: status, code, message }` — `error` the spec's non-zero number, `code` the
 * named error the client branches on (never on the French text).
 */
function send(
  reply: FastifyReply,
  status: number,
  body: { message: string; code?: string } & Record<string, unknown>,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error: status, code: body.code ?? commonCodeOf(status), ...body });
}

/**
 * Under the test suites an error the route's contract does not declare answers a 500 naming it, so that
 * the contract's list of errors (and the OpenAPI document made from it) cannot drift from the code.
 */
const strictContracts = !!process.env.VITEST;

function undeclared(request: FastifyRequest, code: string): boolean {
  const endpoint = request.routeOptions.config.endpoint;
  return !!endpoint && !endpoint.errorCodes.includes(code);
}

/** Turns every error into `{ error, message }` with the right status; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (undeclared(request, error.code)) {
        request.log.error({ code: error.code, url: request.url }, "code d'erreur non déclaré par le contrat");
        if (strictContracts)
          return send(reply, 500, {
            code: COMMON_ERRORS.INTERNAL.code,
            message: `Code d'erreur ${error.code} non déclaré par le contrat de ${request.method} ${request.routeOptions.url}`,
          });
      }
      return send(reply, error.status, {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'requête';
        fields[field] ??= issue.message ?? 'Valeur invalide';
      }
      return send(reply, 400, {
        code: COMMON_ERRORS.INVALID_INPUT.code,
        message: `Données invalides : ${Object.keys(fields).join(', ')}.`,
        fields,
      });
    }
    // The multipart parser (busboy) throws plain errors on a malformed body: the client's fault, not ours.
    if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
      return send(reply, 400, {
        message: 'Le formulaire envoyé est mal formé : renvoyez le fichier.',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return send(reply, status, {
        message:
          (error.code ? FRAMEWORK_MESSAGES[error.code] : undefined) ??
          (status === 429 ? 'Trop de requêtes.' : 'Requête invalide.'),
      });
    }
    const sqlState = databaseInputErrorCode(error);
    if (sqlState) {
      request.log.warn({ err: error, reqId: request.id }, 'valeur refusée par la base de données');
      return send(reply, 400, {
        message: DATABASE_INPUT_MESSAGES[sqlState] ?? DATABASE_INPUT_FALLBACK,
      });
    }
    // PostgreSQL stopped, restarting or out of reach: a temporary 503, the pool reconnects by itself.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'base de données injoignable');
      reply.header('retry-after', '5');
      return send(reply, 503, {
        code: COMMON_ERRORS.DATABASE_UNAVAILABLE.code,
        message: DATABASE_UNAVAILABLE_MESSAGE,
      });
    }
    request.log.error({ err: error, reqId: request.id }, 'erreur serveur');
    return send(reply, 500, {
      message: GENERIC_ERROR_MESSAGE,
      requestId: request.id,
    });
  });
}

/**
 * Fastify's `frameworkErrors` option: a malformed address (bad percent-encoding, a path parameter over
 * `maxParamLength`) is refused by the router before any hook or error handler runs, in English otherwise.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  if (status >= 500) {
    request.log.error({ err: error, reqId: request.id }, 'erreur serveur');
    return send(reply, 500, {
      message: GENERIC_ERROR_MESSAGE,
      requestId: request.id,
    });
  }
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? "L'adresse demandée est trop longue."
      : ((error.code ? FRAMEWORK_MESSAGES[error.code] : undefined) ?? 'Requête invalide.');
  return send(reply, status, {
    message,
  });
}

/** Unknown API routes answer a French 404; other addresses are the web app's (see static plugin). */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  return send(reply, 404, {
    message: `Ressource introuvable : ${request.method} ${path}`,
  });
}

export { isApiUrl };
