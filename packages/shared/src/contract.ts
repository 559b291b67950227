/**
 * Endpoint contracts: one object per API endpoint, written once here and used in three places.
 *
 * - the server registers its routes from them (`apps/server/src/plugins/contracts.ts` `route()`): path,
 *   method, schemas and who may call it come from the contract, and an API route without one cannot start;
 * - the web calls them through `call(endpoint, input)` (`apps/web/src/lib/api-client.ts`): the path is
 *   built from the params, and the input and the answer are typed by the schemas;
 * - web tests mock an endpoint through the same object (`apps/web/src/test/api-mock.ts`), which checks the
 *   request the screen sends and the answer the test gives against the schemas.
 *
 * The OpenAPI document (`/api/openapi.json`) is generated from the same list (`apps/server/src/plugins/docs.ts`).
 *
 * Each area writes its endpoints in `contracts/<area>.ts` and its named errors beside them; see
 * `contracts/building-permits.ts` for the model to copy.
 */
import type { z } from 'zod';
import { EXPIRED_TOKEN_MESSAGE } from './constants';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  FORBIDDEN_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  SESSION_ENDED_MESSAGE,
} from './messages';
import type { Permission, Role } from './roles';

/**
 * Who may call an endpoint: `'public'` (no token), `'authenticated'` (any signed-in account, customers and
 * craftsmen included), or a list of roles and permissions of which the caller needs one. Which records the
 * caller may then touch is the services' business (the access policy).
 */
export type Access = 'public' | 'authenticated' | readonly (Role | Permission)[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// ---------------------------------------------------------------------------------------------------
// Named errors

/**
 * A named error an endpoint may answer: the code the client branches on, the HTTP status, and the French
 * message shown by default (a service may give a more precise one, e.g. with a file name in it). On the
 * wire: `{ error: <status>, code, message }` — `error` stays the spec's non-zero number.
 */
export type ErrorDef<C extends string = string> = {
  readonly code: C;
  readonly status: number;
  readonly message: string;
};

/** Names a table of errors: `defineErrors({ PERMIT_NOT_DEPOSITED: { status: 409, message: '…' } })`. */
export function defineErrors<const T extends Record<string, { status: number; message: string }>>(
  table: T,
): { readonly [K in keyof T & string]: ErrorDef<K> } {
  return Object.fromEntries(
    Object.entries(table).map(([code, { status, message }]) => [code, { code, status, message }]),
  ) as { readonly [K in keyof T & string]: ErrorDef<K> };
}

// ---------------------------------------------------------------------------------------------------
// Endpoints

/** An answer that is not JSON: a file (PDF, image, zip, calendar) or a redirect. */
export type RawResponse = {
  readonly kind: 'file' | 'redirect';
  /** Content types the file may have (`*\/*` for any stored file). */
  readonly contentTypes?: readonly string[];
  readonly description: string;
};

export function fileResponse(description: string, contentTypes: readonly string[] = ['*/*']): RawResponse {
  return { kind: 'file', contentTypes, description };
}

export function redirectResponse(description: string): RawResponse {
  return { kind: 'redirect', description };
}

export type EndpointDef = {
  readonly method: HttpMethod;
  /** The full path, Fastify style: `/api/buildingPermit/:project/confirmReceipt`. */
  readonly path: `/api/${string}` | '/api';
  /** One line, in French, for the OpenAPI document. */
  readonly summary: string;
  /** The OpenAPI group (the area's French name). */
  readonly tag: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body; `'multipart'` for a file upload (read by the route from the stream). */
  readonly body?: z.ZodType | 'multipart';
  /** The 200 answer: a JSON schema, or a raw answer (file, redirect). */
  readonly response: z.ZodType | RawResponse;
  /**
   * The named errors of the area this endpoint may answer. The common ones (invalid input, signed out,
   * refused, maintenance…) are added by `endpoint()` from the access.
   */
  readonly errors?: readonly ErrorDef[];
};

export type Endpoint<D extends EndpointDef = EndpointDef> = D & {
  /** Every error code the endpoint may answer, common ones included. */
  readonly errorCodes: readonly string[];
  /** The same errors with their status and default message (for the OpenAPI document). */
  readonly allErrors: readonly ErrorDef[];
};

/** Declares an endpoint; `const` keeps the literal path and method for the types. */
export function endpoint<const D extends EndpointDef>(def: D): Endpoint<D> {
  const common: ErrorDef[] = [
    COMMON_ERRORS.INVALID_INPUT,
    COMMON_ERRORS.RATE_LIMITED,
    COMMON_ERRORS.INTERNAL,
  ];
  // Any signed-in route may refuse a record the caller may not touch (the services' ownership checks).
  if (def.access !== 'public')
    common.push(
      COMMON_ERRORS.UNAUTHENTICATED,
      COMMON_ERRORS.TOKEN_EXPIRED,
      COMMON_ERRORS.SESSION_ENDED,
      COMMON_ERRORS.MAINTENANCE,
      COMMON_ERRORS.FORBIDDEN,
    );
  common.push(COMMON_ERRORS.DATABASE_UNAVAILABLE);
  const allErrors = [
    ...new Map([...common, ...(def.errors ?? [])].map((error) => [error.code, error])).values(),
  ];
  return { ...def, errorCodes: allErrors.map((error) => error.code), allErrors };
}

/**
 * Errors every endpoint may answer, whatever its area. `INVALID_INPUT` is the schemas' refusal (with
 * `fields`); the other 4xx of the framework (malformed JSON, body too large) answer it too.
 */
export const COMMON_ERRORS = defineErrors({
  INVALID_INPUT: { status: 400, message: 'Données invalides.' },
  UNAUTHENTICATED: { status: 401, message: 'Authentification requise.' },
  /** The access token has expired: the client renews it and replays the call (spec 1 §8). */
  TOKEN_EXPIRED: { status: 401, message: EXPIRED_TOKEN_MESSAGE },
  /** The session was closed (signed out, password changed, account disabled): sign in again. */
  SESSION_ENDED: { status: 401, message: SESSION_ENDED_MESSAGE },
  FORBIDDEN: { status: 403, message: FORBIDDEN_MESSAGE },
  /** An unknown API address. */
  ROUTE_NOT_FOUND: { status: 404, message: 'Ressource introuvable.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La requête est trop volumineuse.' },
  RATE_LIMITED: { status: 429, message: 'Trop de requêtes.' },
  INTERNAL: { status: 500, message: GENERIC_ERROR_MESSAGE },
  MAINTENANCE: { status: 503, message: 'Le site est en maintenance.' },
  DATABASE_UNAVAILABLE: { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE },
});

// ---------------------------------------------------------------------------------------------------
// Types of an endpoint's input and answer

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** The optional-when-empty parts of a call: `{ params, query, body }` as the endpoint declares them. */
export type EndpointInput<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: SchemaInput<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: SchemaInput<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: SchemaInput<E['body']> } : { body?: undefined });

/** What the server's handler receives once the schemas have parsed the request. */
export type EndpointRequest<E extends EndpointDef> = {
  params: E['params'] extends z.ZodType ? SchemaOutput<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? SchemaOutput<E['query']> : Record<string, never>;
  body: E['body'] extends z.ZodType ? SchemaOutput<E['body']> : undefined;
};

/** The JSON answer the client reads (what the server sends, once serialized). */
export type EndpointResponse<E extends EndpointDef> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;

/** What the server's handler returns before serialization. */
export type EndpointReply<E extends EndpointDef> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : unknown;

/** True when the endpoint needs no input at all (the argument of `call` may be left out). */
export type HasNoInput<E extends EndpointDef> = E['params'] extends z.ZodType
  ? false
  : E['query'] extends z.ZodType
    ? false
    : E['body'] extends z.ZodType
      ? false
      : true;

/** Whether a response is a JSON schema (as opposed to a file or a redirect). */
export function isRawResponse(response: EndpointDef['response']): response is RawResponse {
  return typeof response === 'object' && response !== null && 'kind' in response && !('_zod' in response);
}

export { pathOf, queryStringOf, urlOf } from './api-path';
