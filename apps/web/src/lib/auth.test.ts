import { SESSION_ENDED_MESSAGE } from '@batir/shared/messages';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeToken, mockFetch } from '../test/fetch-mock';
import {
  clearSession,
  getAccessToken,
  isServerUnreachable,
  markActivity,
  onSessionEnded,
  refreshSession,
  restoreSession,
  setSession,
} from './auth';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function refreshCalls(fetch: ReturnType<typeof mockFetch>) {
  return fetch.mock.calls.filter(([url]) => url === '/api/token/refresh').length;
}

test('renews the token shortly before expiry when the user was active', async () => {
  const fresh = fakeToken('fresh', 5);
  const fetch = mockFetch(() => ({ status: 200, body: { error: 0, token: fresh } }));
  setSession(fakeToken('old', 5));
  markActivity();
  await vi.advanceTimersByTimeAsync(3_900);
  expect(refreshCalls(fetch)).toBe(0);
  await vi.advanceTimersByTimeAsync(200);
  expect(refreshCalls(fetch)).toBe(1);
  expect(getAccessToken()).toBe(fresh.accessToken);
});

test('an idle tab is not renewed until the user comes back', async () => {
  const fetch = mockFetch(() => ({ status: 200, body: { error: 0, token: fakeToken('fresh', 900) } }));
  setSession(fakeToken('old', 5));
  await vi.advanceTimersByTimeAsync(60_000);
  expect(refreshCalls(fetch)).toBe(0);
  markActivity();
  await vi.advanceTimersByTimeAsync(0);
  expect(refreshCalls(fetch)).toBe(1);
});

test('a non-renewable session (impersonation) never asks for a refresh and ends with its token', async () => {
  const fetch = mockFetch(() => ({ status: 200, body: { error: 0, token: fakeToken('staff') } }));
  setSession(fakeToken('customer', 2), { renewable: false });
  markActivity();
  await expect(refreshSession()).resolves.toBe(false);
  expect(fetch).not.toHaveBeenCalled();
  expect(getAccessToken()).toBeNull();
  // Signed out, not offline: the login page shows, not the offline screen.
  expect(isServerUnreachable()).toBe(false);
});

test('a non-renewable session ends by itself when its token expires, and says so', async () => {
  const fetch = mockFetch(() => ({ status: 200, body: { error: 0, token: fakeToken('staff') } }));
  const ended = vi.fn();
  const stop = onSessionEnded(ended);
  setSession(fakeToken('customer', 2), { renewable: false });
  markActivity();
  await vi.advanceTimersByTimeAsync(1_900);
  expect(getAccessToken()).not.toBeNull();
  await vi.advanceTimersByTimeAsync(200);
  expect(getAccessToken()).toBeNull();
  expect(ended).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE);
  expect(fetch).not.toHaveBeenCalled();
  stop();
});

test('a browser without a refresh cookie (200, null token) is simply not signed in', async () => {
  const fetch = mockFetch(() => ({ status: 200, body: { error: 0, token: null } }));
  await expect(restoreSession()).resolves.toBe(false);
  expect(refreshCalls(fetch)).toBe(1);
  expect(getAccessToken()).toBeNull();
  // Signed out, not offline: the login page shows, not the offline screen.
  expect(isServerUnreachable()).toBe(false);
});
