import { authEndpoints } from '@batir/shared/contracts/auth';
import { SESSION_ENDED_MESSAGE } from '@batir/shared/messages';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { mockApi, on, rawReply } from '../test/api-mock';
import { fakeToken } from '../test/tokens';
import {
  clearSession,
  getAccessToken,
  isServerUnreachable,
  markActivity,
  onSessionEnded,
  refreshSession,
  restoreSession,
  setSession,
  takeRefreshedUser,
} from './auth';
import { contractsOnDemand } from './contracts-on-demand';

// The first screen's contracts load on demand (a real import, which fake timers do not drive): loaded
// once here, later imports resolve at once.
beforeAll(async () => {
  await contractsOnDemand();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The refresh endpoint answering `token`; the calls it got are counted by `api.calls`. */
function mockRefresh(token: ReturnType<typeof fakeToken> | null) {
  return mockApi(on(authEndpoints.refresh).reply(() => ({ error: 0, token })));
}

const refreshCalls = (api: ReturnType<typeof mockRefresh>) => api.calls(authEndpoints.refresh).length;

test('renews the token shortly before expiry when the user was active', async () => {
  const fresh = fakeToken('fresh', 5);
  const api = mockRefresh(fresh);
  setSession(fakeToken('old', 5));
  markActivity();
  await vi.advanceTimersByTimeAsync(3_900);
  expect(refreshCalls(api)).toBe(0);
  await vi.advanceTimersByTimeAsync(200);
  expect(refreshCalls(api)).toBe(1);
  expect(getAccessToken()).toBe(fresh.accessToken);
});

test('an idle tab is not renewed until the user comes back', async () => {
  const api = mockRefresh(fakeToken('fresh', 900));
  setSession(fakeToken('old', 5));
  await vi.advanceTimersByTimeAsync(60_000);
  expect(refreshCalls(api)).toBe(0);
  markActivity();
  await vi.advanceTimersByTimeAsync(0);
  expect(refreshCalls(api)).toBe(1);
});

test('a non-renewable session (impersonation) never asks for a refresh and ends with its token', async () => {
  const api = mockRefresh(fakeToken('staff'));
  setSession(fakeToken('customer', 2), { renewable: false });
  markActivity();
  await expect(refreshSession()).resolves.toBe(false);
  expect(api.fetch).not.toHaveBeenCalled();
  expect(getAccessToken()).toBeNull();
  // Signed out, not offline: the login page shows, not the offline screen.
  expect(isServerUnreachable()).toBe(false);
});

test('a non-renewable session ends by itself when its token expires, and says so', async () => {
  const api = mockRefresh(fakeToken('staff'));
  const ended = vi.fn();
  const stop = onSessionEnded(ended);
  setSession(fakeToken('customer', 2), { renewable: false });
  markActivity();
  await vi.advanceTimersByTimeAsync(1_900);
  expect(getAccessToken()).not.toBeNull();
  await vi.advanceTimersByTimeAsync(200);
  expect(getAccessToken()).toBeNull();
  expect(ended).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE);
  expect(api.fetch).not.toHaveBeenCalled();
  stop();
});

test('a browser without a refresh cookie (200, null token) is simply not signed in', async () => {
  const api = mockRefresh(null);
  await expect(restoreSession()).resolves.toBe(false);
  expect(refreshCalls(api)).toBe(1);
  expect(getAccessToken()).toBeNull();
  // Signed out, not offline: the login page shows, not the offline screen.
  expect(isServerUnreachable()).toBe(false);
});

test('a refresh asked with the user carries it once (one round trip at start); a sign-out forgets it', async () => {
  // Passed through as it is (its shape is checked where the guards use it, app/guards/guards.test.ts).
  const user = { error: 0, user: { id: 7 } };
  const api = mockApi(
    on(authEndpoints.refresh).reply(() =>
      rawReply(200, { error: 0, token: fakeToken('fresh', 900), currentUser: user }),
    ),
  );
  await expect(refreshSession({ withUser: true })).resolves.toBe(true);
  expect(api.calls(authEndpoints.refresh)[0]?.query).toEqual({ include: 'user' });
  expect(takeRefreshedUser()).toEqual(user);
  expect(takeRefreshedUser()).toBeNull();

  await expect(refreshSession({ withUser: true })).resolves.toBe(true);
  clearSession();
  expect(takeRefreshedUser()).toBeNull();

  await expect(refreshSession()).resolves.toBe(true);
  expect(api.calls(authEndpoints.refresh)[2]?.query).toEqual({});
});
