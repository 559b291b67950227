/**
 * Routes are registered from their contract (`packages/shared/src/contracts/`): the method, the path, the
 * schemas and who may call it come from the one object the web app calls too. The access policy
 * (plugins/access.ts) refuses to start a server with an API route registered any other way.
 *
 *     route(app, bpEndpoints.confirmReceipt, async (request) => service.confirmReceipt(…));
 */
import {
  type Endpoint,
  type EndpointReply,
  type EndpointRequest,
  isRawResponse,
} from '@batir/shared/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onResponseHookHandler,
  preValidationHookHandler,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from (set by `route()` only). */
    endpoint?: Endpoint;
  }
}

/** The request a handler receives: params, query and body as the contract's schemas parsed them. */
export type ContractRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  EndpointRequest<E>;

export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

/** What a few routes add to their contract: hooks and limits that are the server's business only. */
export type RouteExtras = {
  bodyLimit?: number;
  onResponse?: onResponseHookHandler;
  preValidation?: preValidationHookHandler;
};

// biome-ignore lint/suspicious/noExplicitAny: any plugin instance, whatever its type provider
type AnyFastify = FastifyInstance<any, any, any, any, any>;

/** Registers `endpoint` on `app` (whose prefix must be the start of the contract's path). */
export function route<const E extends Endpoint>(
  app: AnyFastify,
  endpoint: E,
  handler: ContractHandler<E>,
  extras: RouteExtras = {},
): void {
  const prefix = app.prefix;
  if (!endpoint.path.startsWith(prefix))
    throw new Error(
      `Le contrat ${endpoint.method} ${endpoint.path} est enregistré sous le préfixe ${prefix}.`,
    );
  const schema: FastifySchema & { tags: string[]; summary: string } = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body && endpoint.body !== 'multipart') schema.body = endpoint.body;
  if (!isRawResponse(endpoint.response)) schema.response = { 200: endpoint.response };
  app.route({
    method: endpoint.method,
    url: endpoint.path.slice(prefix.length) || '/',
    config: { access: endpoint.access, endpoint },
    schema,
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => unknown,
    ...extras,
  });
}
