/**
 * Session state of the staff app.
 *
 * The access token lives only in this module (never in Web Storage); the refresh token lives only in the
 * HttpOnly `batir_refresh` cookie, which the browser sends to /api by itself. The access token is renewed
 * shortly before it expires, but only when the user was active since the last renewal: an idle tab lets
 * the server's inactivity rule end the session.
 */
import type { TTokenPair } from '@batir/shared';
import { SESSION_ENDED_MESSAGE } from '@batir/shared/messages';
// A cycle (api-client reads the token here): harmless, both sides only use each other inside functions.
import { ApiError, call } from './api-client';
import { contractsOnDemand } from './contracts-on-demand';

const REFRESH_LOCK = 'batir-token-refresh';
/** Renew this long before expiry at most; never more than a fifth of the token's lifetime. */
const MAX_REFRESH_MARGIN_MS = 60_000;
const MIN_REFRESH_DELAY_MS = 1_000;

type TokenAnswer = Pick<TTokenPair, 'accessToken' | 'accessTokenExpiresAt'>;

let accessToken: string | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let activeSinceRefresh = false;
let refreshDue = false;
/** False for a session that must end with its access token (impersonation, see setSession). */
let renewable = true;
let inflight: Promise<boolean> | null = null;
let startup: Promise<boolean> | null = null;
let signOutReason: string | null = null;
/** GET /api/user's answer that came with the startup refresh, until the guards take it (`takeRefreshedUser`). */
let refreshedUser: unknown = null;
/**
 * From a sign-out asked for in this tab until the next session. A call in flight when the server revokes the
 * session answers 401: it must neither renew the session (the token would outlive the sign-out) nor « end »
 * it (that sends the user to the login page with a way back and the « session ended » message).
 */
let signingOut = false;
let serverUnreachable = false;
const sessionEndedListeners = new Set<(reason: string) => void>();

export function getAccessToken(): string | null {
  return accessToken;
}

export function isSignedIn(): boolean {
  return accessToken !== null;
}

/** Why the last session ended (shown on the login page), or null. */
export function getSignOutReason(): string | null {
  return signOutReason;
}

export function setSignOutReason(reason: string | null): void {
  signOutReason = reason;
}

/**
 * Keeps the access token of a login or refresh answer; its `refreshToken` is ignored (cookie only).
 * `renewable: false` (a staff member impersonating a customer): the refresh cookie of this browser is the
 * staff member's own, so this session is never renewed and ends with its access token.
 */
export function setSession(token: TokenAnswer, options: { renewable?: boolean } = {}): void {
  accessToken = token.accessToken;
  signOutReason = null;
  signingOut = false;
  activeSinceRefresh = false;
  refreshDue = false;
  clearTimeout(refreshTimer);
  renewable = options.renewable ?? true;
  const lifetime = tokenLifetimeMs(token);
  if (!renewable) {
    // Ends on time, not at the next call: the window stops showing what it may no longer read.
    refreshTimer = setTimeout(() => endSession(SESSION_ENDED_MESSAGE), lifetime);
    return;
  }
  const margin = Math.min(MAX_REFRESH_MARGIN_MS, lifetime / 5);
  refreshTimer = setTimeout(onRefreshDue, Math.max(lifetime - margin, MIN_REFRESH_DELAY_MS));
}

export function clearSession(): void {
  forgetUser();
  refreshedUser = null;
  accessToken = null;
  renewable = true;
  refreshDue = false;
  clearTimeout(refreshTimer);
}

/** Called first by a sign-out (features/auth/api/logout.ts): see `signingOut`. */
export function beginSignOut(): void {
  signingOut = true;
}

/** Ends the session from the app's side (failed refresh, refused account) and tells the listeners. */
export function endSession(reason: string): void {
  if (signingOut) return;
  clearSession();
  signOutReason = reason;
  for (const listener of sessionEndedListeners) listener(reason);
}

export function onSessionEnded(listener: (reason: string) => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/**
 * Token lifetime measured by the server (JWT `exp - iat`), so a wrong clock on this computer does not
 * matter; falls back on `accessTokenExpiresAt`.
 */
function tokenLifetimeMs(token: TokenAnswer): number {
  try {
    const payload = token.accessToken.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
      iat?: unknown;
    };
    if (typeof claims.exp === 'number' && typeof claims.iat === 'number' && claims.exp > claims.iat) {
      return (claims.exp - claims.iat) * 1000;
    }
  } catch {
    // Not a readable JWT: use the expiry date below.
  }
  const expiresAt = Date.parse(token.accessTokenExpiresAt);
  return Number.isNaN(expiresAt) ? MAX_REFRESH_MARGIN_MS : Math.max(expiresAt - Date.now(), 0);
}

function onRefreshDue(): void {
  if (!accessToken) return;
  if (activeSinceRefresh) void backgroundRefresh();
  else refreshDue = true;
}

async function backgroundRefresh(): Promise<void> {
  try {
    if (!(await refreshSession())) endSession(SESSION_ENDED_MESSAGE);
  } catch {
    // Network or server failure: try again at the next sign of activity.
    refreshDue = true;
  }
}

/** Pointer or keyboard activity, or an API write. Renews a token whose renewal was put off while the tab was idle. */
export function markActivity(): void {
  activeSinceRefresh = true;
  if (refreshDue && accessToken && !inflight) {
    refreshDue = false;
    void backgroundRefresh();
  }
}

export function startActivityTracking(target: Window = window): () => void {
  const events = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
  const options = { capture: true, passive: true };
  for (const event of events) target.addEventListener(event, markActivity, options);
  return () => {
    for (const event of events) target.removeEventListener(event, markActivity, options);
  };
}

/** The refresh in flight, if any (requests wait for it so they carry the new token). */
export function pendingRefresh(): Promise<boolean> | null {
  return inflight;
}

/**
 * Exchanges the refresh cookie for a new access token. One refresh at a time in this tab, and one at a
 * time across tabs (Web Locks) so two tabs never present the same refresh token: the server revokes the
 * whole session when a refresh token is reused. Resolves false when the session is over; rejects on a
 * network or server failure.
 */
export function refreshSession(options: { withUser?: boolean } = {}): Promise<boolean> {
  if (signingOut) return Promise.resolve(false);
  if (!renewable) {
    clearSession();
    return Promise.resolve(false);
  }
  inflight ??= withRefreshLock(() => requestRefresh(options.withUser ?? false)).finally(() => {
    inflight = null;
  });
  return inflight;
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * GET /api/token/refresh without the access token (the cookie goes by itself), and never refreshed in
 * turn. A refused refresh (400, 401, 403: the session is over) resolves false; a network or server failure
 * rejects.
 */
async function requestRefresh(withUser: boolean): Promise<boolean> {
  let body: { token: TokenAnswer | null; currentUser?: unknown };
  try {
    const { authEndpoints } = await contractsOnDemand();
    const query = withUser ? { include: 'user' as const } : {};
    body = await call(authEndpoints.refresh, { query }, { auth: false, refreshOnExpiry: false });
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 403].includes(error.status)) {
      clearSession();
      return false;
    }
    throw error;
  }
  // No refresh cookie went with the request (the page cannot see it, HttpOnly): not signed in.
  if (body.token === null) {
    clearSession();
    return false;
  }
  if (!body.token.accessToken) throw new Error('Token refresh answer without a token');
  setSession(body.token);
  refreshedUser = body.currentUser ?? null;
  return true;
}

/**
 * The signed-in user the session restore brought (`restoreSession({ withUser: true })`), once: the staff
 * guards put it in the query cache instead of asking GET /api/user. Null when there was none (maintenance).
 */
export function takeRefreshedUser<T>(): T | null {
  const user = refreshedUser as T | null;
  refreshedUser = null;
  return user;
}

/**
 * On app start (or reload), trades the cookie for an access token once; later calls reuse the answer.
 * `withUser`: the answer also carries the signed-in user (`takeRefreshedUser`), one round trip instead of two.
 * When the server cannot be reached, the next call tries again (see `isServerUnreachable`).
 */
export function restoreSession(options: { withUser?: boolean } = {}): Promise<boolean> {
  startup ??= accessToken
    ? Promise.resolve(true)
    : refreshSession(options).then(
        (restored) => {
          serverUnreachable = false;
          return restored;
        },
        () => {
          serverUnreachable = true;
          startup = null;
          return false;
        },
      );
  return startup;
}

/** The last session restore failed for want of a server (offline, server stopped), not because it ended. */
export function isServerUnreachable(): boolean {
  return serverUnreachable;
}

const LAST_USER_KEY = 'batir:last-user';

/**
 * The last user the app showed, kept for this tab only (sessionStorage, no token in it) so that a reload
 * without network can still draw the shell: names, roles and menus. Forgotten when the session ends.
 */
export function rememberUser(user: unknown): void {
  try {
    sessionStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or disabled: the offline shell is a comfort, not a need.
  }
}

export function rememberedUser<T>(): T | null {
  try {
    const stored = sessionStorage.getItem(LAST_USER_KEY);
    return stored ? (JSON.parse(stored) as T) : null;
  } catch {
    return null;
  }
}

function forgetUser(): void {
  try {
    sessionStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Nothing stored.
  }
}
