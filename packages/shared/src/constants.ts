/** Business constants of spec 1 §9 and the session rules of the foundation issue. */
export const ROUTER_BASE = '/v2/';
/** Spec 1 §9 "store session option": a session ends after 2 hours without activity. */
export const SESSION_IDLE_TIMEOUT_MS = 7_200_000;
/** A session never lasts longer than 7 days, whatever the activity. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 3_600_000;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/**
 * Wrong passwords allowed per minute from one address, the next one gets 429; past as many on one account,
 * so do the addresses that failed on it within the hour (apps/server auth.service login).
 */
export const LOGIN_FAILURES_PER_MINUTE = 10;
export const EXPIRED_TOKEN_MESSAGE = 'Expired JWT Token';
export const REFRESH_COOKIE = 'batir_refresh';
export const DEMO_PASSWORD = 'Demo1234!';

// Spec 1 §9, business constants and limits.
/** Search starts 700 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 700;
/** Live alerts stay visible 10 s. */
export const LIVE_ALERT_MS = 10_000;
/** A failed lazy chunk reloads the page at most once in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
/** Snack timeout when shown as initial content. */
export const SNACK_TIMEOUT_INITIAL_MS = 3_000;
/** Snack timeout when shown without a timeout. */
export const SNACK_TIMEOUT_DEFAULT_MS = 5_000;
export const SCROLL_ANIMATION_MS = 500;
export const PREFETCH_IDLE_MS = 2_000;
export const DEFAULT_FETCH_DELAY_MS = 200;
/** The `locale=fr` cookie lasts 365 days. */
export const LOCALE_COOKIE_DAYS = 365;
/** Upload maximum size: 15360 KB (15 MB). */
export const UPLOAD_MAX_KB = 15_360;
/** Upload accepted types (file extensions, lower case, without the dot). */
export const UPLOAD_ACCEPTED_TYPES = [
  'jpeg',
  'jpg',
  'png',
  'bmp',
  'gif',
  'tiff',
  'dwg',
  'pdf',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'odt',
  'avi',
  'mpeg',
  'mpeg4',
  'mp4',
  'mkv',
] as const;
/** Extensions shown as pictures by the viewer. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'tiff', 'gif', 'apng'] as const;
/** Dialog widths in pixels. */
export const DIALOG_WIDTHS = { small: 350, normal: 600, medium: 600, large: 800, xl: 1200 } as const;
