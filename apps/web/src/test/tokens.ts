/** Session helpers for web tests: a JWT-shaped token, and the Bearer a request carried. */

/** The Authorization header a request was sent with. */
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
