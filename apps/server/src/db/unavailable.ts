/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong": the
 * server answers them 503 with DATABASE_UNAVAILABLE_MESSAGE, and the pool reconnects by itself once
 * PostgreSQL is back (see db/client.ts).
 */

/** SQLSTATEs of a lost or refused session: the whole class 08 (connection exception) plus these. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/** Node's socket errors when connecting to, or talking with, the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say it in words, without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

function isUnavailableItself(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, syscall, message } = error as { code?: unknown; syscall?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (NETWORK_CODES.has(code)) return true;
    // A Unix socket that is not there (PostgreSQL stopped, socket path in DATABASE_URL).
    if (code === 'ENOENT' && syscall === 'connect') return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the error, or what it wraps (Drizzle's DrizzleQueryError keeps the driver's error in `cause`;
 * a refused connection to a name with several addresses is an AggregateError), is a lost database.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || !error || typeof error !== 'object') return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
