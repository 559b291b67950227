/**
 * Web tests mock the API through the endpoint contracts the app calls (packages/shared/src/contracts):
 *
 *     const api = mockApi(
 *       on(bpEndpoints.dashboard).reply(() => dashboard),
 *       on(bpEndpoints.confirmReceipt).reply(({ params }) => ({ error: 0, message: 'Réception confirmée.' })),
 *     );
 *     …
 *     expect(api.calls(bpEndpoints.confirmReceipt)[0]?.params).toEqual({ project: 1 });
 *
 * What the screen sends is parsed by the contract's schemas (a request the real server would refuse fails
 * the test), and what the test answers is checked against the contract's answer (a mock that drifted from
 * the server fails the test too). `failWith(ERRORS.X)` answers a named error the endpoint declares.
 */
import {
  COMMON_ERRORS,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
  type ErrorDef,
  isRawResponse,
} from '@batir/shared/contract';
import { vi } from 'vitest';
import type { z } from 'zod';

/** An answer other than the endpoint's 200 JSON: a named error, a raw body, or a status of the test's choosing. */
export class MockReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Skip the check of the body against the contract (a raw file, a malformed answer on purpose). */
    readonly unchecked = false,
  ) {}
}

/** A named error answer: `failWith(BP_ERRORS.PERMIT_NOT_DEPOSITED)`, optionally with another message or fields. */
export function failWith(
  error: ErrorDef,
  options: { message?: string; fields?: Record<string, string> } = {},
) {
  return new MockReply(error.status, {
    error: error.status,
    code: error.code,
    message: options.message ?? error.message,
    ...(options.fields ? { fields: options.fields } : {}),
  });
}

/** A body sent as it is, unchecked (a file, or a malformed answer the screen must survive). */
export function rawReply(status: number, body: unknown) {
  return new MockReply(status, body, true);
}

export type MockRequest<E extends Endpoint> = EndpointRequest<E> & { url: string; init: RequestInit };

type Answer<E extends Endpoint> = EndpointResponse<E> | MockReply;
export type MockHandler<E extends Endpoint> = (request: MockRequest<E>) => Answer<E> | Promise<Answer<E>>;

type Route = { endpoint: Endpoint; pattern: RegExp; names: string[]; handler: MockHandler<Endpoint> };

/**
 * One mocked endpoint: `on(endpoint).reply(handler)`. (Two steps so that the endpoint fixes the types the
 * handler's answer is checked against: `{ error: 0 }` stays the literal the contract wants.)
 */
export function on<E extends Endpoint>(endpoint: E): { reply: (handler: MockHandler<E>) => Route } {
  const names: string[] = [];
  const source = endpoint.path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name) => {
      names.push(name);
      return '([^/?#]+)';
    });
  const pattern = new RegExp(`^${source}$`);
  return { reply: (handler) => ({ endpoint, pattern, names, handler: handler as MockHandler<Endpoint> }) };
}

function parsed(schema: z.ZodType | undefined, value: unknown, what: string, endpoint: Endpoint) {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(
      `${endpoint.method} ${endpoint.path} : ${what} ne respecte pas le contrat : ${JSON.stringify(result.error.issues)}`,
    );
  return result.data;
}

/** `?a=1&a=2&b=x` → `{ a: ['1', '2'], b: 'x' }`, as Fastify reads a query string. */
function queryObject(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...[previous].flat(), value];
  }
  return query;
}

/**
 * Replaces `fetch` with the given endpoints. A call no endpoint matches fails the test (the screen called
 * something the test did not expect), unless `fallback` answers it.
 */
export function mockApi(...routes: (Route | { fallback: (url: string, init: RequestInit) => MockReply })[]) {
  const handled = routes.filter((route): route is Route => 'endpoint' in route);
  const fallback = routes.find((route) => 'fallback' in route) as
    | { fallback: (url: string, init: RequestInit) => MockReply }
    | undefined;
  const calls: { endpoint: Endpoint; request: MockRequest<Endpoint> }[] = [];
  const unexpected: string[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const [path = '', search = ''] = url.replace(/^https?:\/\/[^/]+/, '').split('?');
    for (const route of handled) {
      if (route.endpoint.method !== method) continue;
      const match = route.pattern.exec(decodeURI(path));
      if (!match) continue;
      const { endpoint } = route;
      const rawParams = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      const bodyText = typeof init.body === 'string' ? init.body : undefined;
      const request = {
        url,
        init,
        params: parsed(endpoint.params, rawParams, 'le chemin', endpoint),
        query: parsed(endpoint.query, queryObject(search), 'la requête', endpoint),
        body:
          endpoint.body && endpoint.body !== 'multipart'
            ? parsed(
                endpoint.body,
                bodyText === undefined ? undefined : JSON.parse(bodyText),
                'le corps',
                endpoint,
              )
            : init.body,
      } as MockRequest<Endpoint>;
      calls.push({ endpoint, request });
      const answer = await route.handler(request);
      return respond(endpoint, answer);
    }
    if (fallback) {
      const reply = fallback.fallback(url, init);
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    unexpected.push(`${method} ${url}`);
    return new Response(
      JSON.stringify({
        error: 404,
        code: COMMON_ERRORS.ROUTE_NOT_FOUND.code,
        message: `Non simulé : ${method} ${url}`,
      }),
      { status: 404, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    /** The requests made to `endpoint`, parsed by its schemas, oldest first. */
    calls<E extends Endpoint>(endpoint: E): MockRequest<E>[] {
      return calls
        .filter((call) => call.endpoint === endpoint)
        .map((call) => call.request as unknown as MockRequest<E>);
    },
    /** Calls no mocked endpoint answered (each one also got a 404). */
    unexpected,
  };
}

function respond(endpoint: Endpoint, answer: unknown): Response {
  if (answer instanceof MockReply) {
    if (!answer.unchecked && answer.status >= 400) {
      const code = (answer.body as { code?: string } | undefined)?.code;
      if (code && !endpoint.errorCodes.includes(code))
        throw new Error(
          `${endpoint.method} ${endpoint.path} ne déclare pas l'erreur ${code} dans son contrat.`,
        );
    }
    if (!answer.unchecked && answer.status < 300 && !isRawResponse(endpoint.response))
      parsed(endpoint.response, answer.body, 'la réponse simulée', endpoint);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  if (!isRawResponse(endpoint.response)) parsed(endpoint.response, answer, 'la réponse simulée', endpoint);
  return new Response(JSON.stringify(answer), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}
