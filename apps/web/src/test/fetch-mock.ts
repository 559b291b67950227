import { vi } from 'vitest';

// MIGRATION (issue 16): the session helpers now live in tokens.ts; this file goes once no test uses mockFetch.
export { authorization, fakeToken } from './tokens';

export type Reply = { status: number; body?: unknown };
type Handler = (url: string, init: RequestInit) => Reply | Promise<Reply>;

/** Replaces `fetch` with a handler; returns the mock to inspect the calls. */
export function mockFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { status, body } = await handler(String(input), init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
