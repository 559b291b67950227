import { afterEach, describe, expect, test } from 'vitest';
import { applyFrenchLocale, LOCALE_COOKIE, localeCookie, readLocaleCookie } from './locale';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: what the code under test uses too.
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
}

afterEach(() => {
  clearCookie();
});

describe('locale (spec 1 §9)', () => {
  test('the cookie lasts 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookie(false)).toBe('locale=fr; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie(true)).toBe('locale=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  test('applyFrenchLocale writes the cookie and makes the page French', () => {
    clearCookie();
    document.documentElement.lang = 'en';
    expect(readLocaleCookie()).toBeNull();

    applyFrenchLocale();

    expect(readLocaleCookie()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  test('calling it again is harmless', () => {
    applyFrenchLocale();
    applyFrenchLocale();
    expect(document.cookie.match(/(^|; )locale=/g)).toHaveLength(1);
  });

  test('readLocaleCookie finds the cookie among others', () => {
    expect(readLocaleCookie('a=1; locale=fr; b=2')).toBe('fr');
    expect(readLocaleCookie('a=1;locale=en')).toBe('en');
    expect(readLocaleCookie('mylocale=de')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });
});
