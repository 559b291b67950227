import { GENERIC_ERROR_MESSAGE } from '@batir/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
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

const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found)/;

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Turns every error into `{ error, message }` with the right status; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, error.status, {
        error: error.code,
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
        error: 400,
        message: `Données invalides : ${Object.keys(fields).join(', ')}.`,
        fields,
      });
    }
    // The multipart parser (busboy) throws plain errors on a malformed body: the client's fault, not ours.
    if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
      return send(reply, 400, {
        error: 400,
        message: 'Le formulaire envoyé est mal formé : renvoyez le fichier.',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return send(reply, status, {
        error: status,
        message:
          (error.code ? FRAMEWORK_MESSAGES[error.code] : undefined) ??
          (status === 429 ? 'Trop de requêtes.' : 'Requête invalide.'),
      });
    }
    request.log.error({ err: error, reqId: request.id }, 'erreur serveur');
    return send(reply, 500, { error: 500, message: GENERIC_ERROR_MESSAGE, requestId: request.id });
  });
}

/** Unknown API routes answer a French 404; other addresses are the web app's (see static plugin). */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  return send(reply, 404, { error: 404, message: `Ressource introuvable : ${request.method} ${path}` });
}

export { isApiUrl };
