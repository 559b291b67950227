import { SESSION_ENDED_MESSAGE } from '@batir/shared/messages';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { authorization, fakeToken, mockFetch } from '../test/fetch-mock';
import { ApiError, apiFetch, apiHelpers, downloadBlob, isHelperFailure, onApiError } from './api-client';
import { clearSession, getAccessToken, onSessionEnded, setSession } from './auth';

const EXPIRED = { status: 401, body: { error: 401, message: 'Expired JWT Token' } };

beforeEach(() => {
  setSession(fakeToken('old'));
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiFetch', () => {
  test('sends the Bearer token and JSON, and returns the answer', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: { error: 0, value: 42 } }));
    await expect(apiFetch('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      error: 0,
      value: 42,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing');
    expect(authorization(init)).toBe(`Bearer ${fakeToken('old').accessToken}`);
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
  });

  test("refreshes once on 'Expired JWT Token' and replays the call with the new token", async () => {
    const fresh = fakeToken('fresh');
    const fetch = mockFetch((url, init) => {
      if (url === '/api/token/refresh') return { status: 200, body: { error: 0, token: fresh } };
      return authorization(init) === `Bearer ${fresh.accessToken}`
        ? { status: 200, body: { error: 0 } }
        : EXPIRED;
    });
    await expect(apiFetch('/api/user')).resolves.toEqual({ error: 0 });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/user', '/api/token/refresh', '/api/user']);
    expect(getAccessToken()).toBe(fresh.accessToken);
  });

  test('concurrent expired calls share a single refresh', async () => {
    const fresh = fakeToken('fresh');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = mockFetch(async (url, init) => {
      if (url === '/api/token/refresh') {
        await gate;
        return { status: 200, body: { error: 0, token: fresh } };
      }
      return authorization(init) === `Bearer ${fresh.accessToken}`
        ? { status: 200, body: { error: 0, url } }
        : EXPIRED;
    });
    const calls = Promise.all([apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/api/c')]);
    await vi.waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => url === '/api/token/refresh')).toHaveLength(1),
    );
    release();
    await expect(calls).resolves.toEqual([
      { error: 0, url: '/api/a' },
      { error: 0, url: '/api/b' },
      { error: 0, url: '/api/c' },
    ]);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/token/refresh')).toHaveLength(1);
  });

  test('does not loop: a second expiry after the refresh is an error', async () => {
    const fetch = mockFetch((url) =>
      url === '/api/token/refresh' ? { status: 200, body: { error: 0, token: fakeToken('fresh') } } : EXPIRED,
    );
    await expect(apiFetch('/api/user')).rejects.toMatchObject({ status: 401, message: 'Expired JWT Token' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  test('a refused refresh ends the session with the French message', async () => {
    mockFetch((url) =>
      url === '/api/token/refresh'
        ? { status: 401, body: { error: 401, message: 'Session terminée' } }
        : EXPIRED,
    );
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    await expect(apiFetch('/api/user')).rejects.toMatchObject({
      status: 401,
      message: SESSION_ENDED_MESSAGE,
    });
    expect(ended).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE);
    expect(getAccessToken()).toBeNull();
    stop();
  });

  test.each([
    [500, 'Cette demande ne peut pas aboutir'],
    [404, 'Cette demande ne peut pas aboutir'],
    [401, 'Cette demande ne peut pas aboutir'],
    [418, 'Cette demande ne peut pas aboutir'],
    [403, 'Accès refusé'],
  ])('HTTP %i without a message gives "%s"', async (status, message) => {
    mockFetch(() => ({ status }));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  test('keeps the server message, code and field errors', async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 400, message: 'Données invalides', fields: { email: 'Requis' } },
    }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 400,
      code: 400,
      message: 'Données invalides',
      fields: { email: 'Requis' },
    });
  });

  test('a network failure gives the generic message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 0,
      message: 'Cette demande ne peut pas aboutir',
    });
  });
});

describe('generic helpers (spec 1 §7.2, §8)', () => {
  test('answer the data on success', async () => {
    mockFetch(() => ({ status: 200, body: { error: 0, value: 1 } }));
    await expect(apiHelpers.put('/api/x', { a: 1 })).resolves.toEqual({ error: 0, value: 1 });
  });

  test.each([
    [500, undefined, 'Cette demande ne peut pas aboutir'],
    [404, undefined, 'Cette demande ne peut pas aboutir'],
    [403, undefined, 'Accès refusé'],
    [
      409,
      { error: 409, message: "Ce client n'a pas encore d'espace client." },
      "Ce client n'a pas encore d'espace client.",
    ],
  ])('HTTP %i answers { error: 50, message } and reports it once', async (status, body, message) => {
    mockFetch(() => ({ status, body }));
    const reported = vi.fn();
    const stop = onApiError(reported);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = await apiHelpers.delete('/api/x', { ids: [1] });
    stop();
    expect(answer).toEqual({ error: 50, message });
    expect(isHelperFailure(answer)).toBe(true);
    expect(reported).toHaveBeenCalledOnce();
    expect(reported.mock.calls[0]?.[0]).toMatchObject({ status, message });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`HTTP ${status}`));
  });

  test('a network failure also answers error 50', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(apiHelpers.get('/api/x')).resolves.toEqual({
      error: 50,
      message: 'Cette demande ne peut pas aboutir',
    });
  });

  test('downloadBlob saves the answer as fichier.pdf by default', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('%PDF-1.7', { status: 200 })),
    );
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:fichier', revokeObjectURL: () => {} }),
    );
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await expect(downloadBlob('/api/quotation/1/pdf')).resolves.toBe(true);
    await expect(downloadBlob('/api/quotation/1/pdf', 'devis.pdf')).resolves.toBe(true);
    expect(clicked).toEqual(['fichier.pdf', 'devis.pdf']);
    click.mockRestore();
  });

  test('downloadBlob reports a refused download as error 50', async () => {
    mockFetch(() => ({ status: 403 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(downloadBlob('/api/x')).resolves.toEqual({ error: 50, message: 'Accès refusé' });
  });
});
