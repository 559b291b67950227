/**
 * Spec 1 §1 and §9: the interface is French. `applyFrenchLocale` writes the `locale=fr` cookie (365 days, the
 * whole site, SameSite=Lax) and makes French the language of the page (`<html lang="fr">`). The router's
 * language guard calls it; main.tsx calls it once at start. dayjs is French wherever it is used: lib/dayjs.ts.
 */
import { LOCALE_COOKIE_DAYS } from '@batir/shared/constants';

export const LOCALE = 'fr';
export const LOCALE_COOKIE = 'locale';
/** For `Intl` and `toLocale…String` calls: they have no global default to set. */
export const INTL_LOCALE = 'fr-FR';

/** The `locale` cookie's value, or null. */
export function readLocaleCookie(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The cookie line written by `applyFrenchLocale` (Secure on HTTPS pages). */
export function localeCookie(
  secure = typeof location !== 'undefined' && location.protocol === 'https:',
): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${LOCALE}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Makes French the language of the app; safe to call at every navigation (the cookie is written again, so
 * its 365 days count from the last visit).
 */
export function applyFrenchLocale(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox before 140 and from jsdom.
  document.cookie = localeCookie();
  if (document.documentElement.lang !== LOCALE) document.documentElement.lang = LOCALE;
}
