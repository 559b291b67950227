/**
 * The customer area's router basename (app/clients-router.tsx): the area lives under /clients/… (spec 2
 * §2.1). Declared here, with the paths it prefixes, so the feature does not import the app.
 */
export const CLIENTS_BASENAME = '/clients';

/** Where a customer lands after signing in, relative to the customer router's basename. */
export const CUSTOMER_HOME = '/app';
const ORIGIN = 'http://app.invalid';
/** Pages that make no sense to come back to after signing in. */
const NOT_A_DESTINATION = ['/login', '/logout', '/forgotPassword'];

/**
 * Turns the `redirect` parameter of the customer login page into a path of the customer router (without
 * `/clients`). Only addresses of the customer area itself ("/clients/…") are kept; anything else (the staff
 * area, other sites, "//host", schemes, the sign-in pages) gives the area's home, so the parameter cannot
 * send a customer elsewhere.
 */
export function safeCustomerPath(value: string | null | undefined): string {
  if (!value || value.length > 2000 || !value.startsWith(`${CLIENTS_BASENAME}/`)) return CUSTOMER_HOME;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return CUSTOMER_HOME;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return CUSTOMER_HOME;
  }
  if (url.origin !== ORIGIN || !url.pathname.startsWith(`${CLIENTS_BASENAME}/`)) return CUSTOMER_HOME;
  const path = url.pathname.slice(CLIENTS_BASENAME.length);
  if (NOT_A_DESTINATION.some((page) => path === page || path.startsWith(`${page}/`))) return CUSTOMER_HOME;
  return `${path}${url.search}${url.hash}`;
}

/** The customer login page (router path) that brings the customer back to `from`, a full "/clients/…" path. */
export function customerLoginPath(from: string): string {
  const target = safeCustomerPath(from);
  return `/login?redirect=${encodeURIComponent(CLIENTS_BASENAME + target)}`;
}
