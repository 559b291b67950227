import { ROUTER_BASE } from '@batir/shared/constants';

/** Default landing page (route name `admin`), relative to the router base. */
export const DEFAULT_AFTER_LOGIN = '/admin';
const BASE = ROUTER_BASE.replace(/\/$/, ''); // '/v2'
const ORIGIN = 'http://app.invalid';

/**
 * Turns the `redirect` parameter of the login page into a router path (without `/v2`). Only same-app
 * relative paths ("/v2/…" or "/…") are kept; anything else (other sites, "//host", "/\host", schemes,
 * the login page itself) gives the default landing page, so the parameter cannot send users elsewhere.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || value.length > 2000 || !value.startsWith('/')) return DEFAULT_AFTER_LOGIN;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== ORIGIN) return DEFAULT_AFTER_LOGIN;
  let path = url.pathname;
  if (path === BASE || path.startsWith(`${BASE}/`)) path = path.slice(BASE.length) || '/';
  if (path === '/login' || path.startsWith('/login/')) return DEFAULT_AFTER_LOGIN;
  return `${path}${url.search}${url.hash}`;
}

/** The login page address that brings the user back to `from` (a full path such as "/v2/admin/x"). */
export function loginPath(from?: string): string {
  if (!from) return '/login';
  const target = safeRedirectPath(from);
  return target === DEFAULT_AFTER_LOGIN ? '/login' : `/login?redirect=${encodeURIComponent(BASE + target)}`;
}

/**
 * The login page address that brings the user back to where a data router stands. Its `state.location` is the
 * browser's address, the base (`/v2`) included (only useLocation() strips it): prefixing the base again sent
 * users to `/v2/v2/…` (a 404) after signing in again.
 */
export function loginPathFromRouter(location: { pathname: string; search: string; hash: string }): string {
  return loginPath(`${location.pathname}${location.search}${location.hash}`);
}
