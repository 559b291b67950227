import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeToken, mockFetch } from '../test/fetch-mock';

// Fresh module state for each test: restoreSession remembers its first answer.
let auth: typeof import('./auth');
beforeEach(async () => {
  vi.resetModules();
  auth = await import('./auth');
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test('a reload without server is told apart from an ended session, and tried again later', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  expect(await auth.restoreSession()).toBe(false);
  expect(auth.isServerUnreachable()).toBe(true);

  mockFetch(() => ({ status: 200, body: { error: 0, token: fakeToken('back', 900) } }));
  expect(await auth.restoreSession()).toBe(true);
  expect(auth.isServerUnreachable()).toBe(false);
  expect(auth.isSignedIn()).toBe(true);
});

test('an ended session is not mistaken for a missing server', async () => {
  mockFetch(() => ({ status: 401, body: { error: 401, message: 'Votre session a pris fin.' } }));
  expect(await auth.restoreSession()).toBe(false);
  expect(auth.isServerUnreachable()).toBe(false);
});

test('the last user shown is kept for the tab, without any token, and forgotten when the session ends', () => {
  auth.rememberUser({ user: { surname: 'Claire', name: 'Moreau' } });
  expect(auth.rememberedUser()).toEqual({ user: { surname: 'Claire', name: 'Moreau' } });
  expect(JSON.stringify(sessionStorage)).not.toMatch(/token/i);
  auth.clearSession();
  expect(auth.rememberedUser()).toBeNull();
});
