import { vi } from 'vitest';

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

export function authorization(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

/** A JWT-shaped token (unsigned) valid for `ttlSeconds`. */
export function fakeToken(name: string, ttlSeconds = 900) {
  const iat = Math.floor(Date.now() / 1000);
  const payload = btoa(JSON.stringify({ sub: name, iat, exp: iat + ttlSeconds })).replace(/=+$/, '');
  return {
    accessToken: `h.${payload}.${name}`,
    refreshToken: 'ignored',
    accessTokenExpiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
    refreshTokenDate: new Date(Date.now() + 86_400_000).toISOString(),
  };
}
