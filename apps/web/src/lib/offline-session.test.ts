import { COMMON_ERRORS } from '@batir/shared/contract';
import { authEndpoints } from '@batir/shared/contracts/auth';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { failWith, mockApi, on } from '../test/api-mock';
import { fakeToken } from '../test/tokens';

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
  // No server: the request itself fails, as fetch does offline.
  mockApi(
    on(authEndpoints.refresh).reply(() => {
      throw new TypeError('Failed to fetch');
    }),
  );
  expect(await auth.restoreSession()).toBe(false);
  expect(auth.isServerUnreachable()).toBe(true);

  mockApi(on(authEndpoints.refresh).reply(() => ({ error: 0, token: fakeToken('back', 900) })));
  expect(await auth.restoreSession()).toBe(true);
  expect(auth.isServerUnreachable()).toBe(false);
  expect(auth.isSignedIn()).toBe(true);
});

test('an ended session is not mistaken for a missing server', async () => {
  mockApi(on(authEndpoints.refresh).reply(() => failWith(COMMON_ERRORS.SESSION_ENDED)));
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
