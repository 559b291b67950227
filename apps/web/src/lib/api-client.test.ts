/**
 * The public surface of the API client, on endpoints declared here: call() (path, query, body, token,
 * renewal of an expired token, named errors), callOrFailure() (spec 1 §7.2), download() and upload().
 */
import { COMMON_ERRORS, defineErrors, endpoint, fileResponse } from '@batir/shared/contract';
import { authEndpoints } from '@batir/shared/contracts/auth';
import { SESSION_ENDED_MESSAGE } from '@batir/shared/messages';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { failWith, type MockRequest, mockApi, on, rawReply } from '../test/api-mock';
import { FakeXhr } from '../test/fake-xhr';
import { authorization, fakeToken } from '../test/tokens';
import { ApiError, call, callOrFailure, download, isHelperFailure, onApiError, upload } from './api-client';
import { beginSignOut, clearSession, getAccessToken, onSessionEnded, setSession } from './auth';

const TEST_ERRORS = defineErrors({
  THING_LOCKED: { status: 409, message: 'La chose est verrouillée.' },
});

const ZThingResponse = z.object({ error: z.literal(0), id: z.number(), note: z.string().optional() });

const api = {
  thing: endpoint({
    method: 'GET',
    path: '/api/test/thing/:id',
    tag: 'Test',
    summary: 'Une chose',
    access: 'authenticated',
    params: z.object({ id: z.coerce.number().int() }),
    query: z.object({ from: z.string().optional(), tags: z.array(z.string()).optional() }),
    response: ZThingResponse,
  }),
  saveThing: endpoint({
    method: 'PUT',
    path: '/api/test/thing/:id',
    tag: 'Test',
    summary: 'Modifie une chose',
    access: 'authenticated',
    params: z.object({ id: z.coerce.number().int() }),
    body: z.object({ note: z.string() }),
    response: ZThingResponse,
    errors: [TEST_ERRORS.THING_LOCKED],
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/test/thing/:id/pdf',
    tag: 'Test',
    summary: 'Le PDF de la chose',
    access: 'authenticated',
    params: z.object({ id: z.coerce.number().int() }),
    response: fileResponse('Le PDF', ['application/pdf']),
  }),
  photo: endpoint({
    method: 'PUT',
    path: '/api/test/thing/:id/photo',
    tag: 'Test',
    summary: 'La photo de la chose',
    access: 'authenticated',
    params: z.object({ id: z.coerce.number().int() }),
    body: 'multipart',
    response: ZThingResponse,
  }),
};

const bearer = (token: ReturnType<typeof fakeToken>) => `Bearer ${token.accessToken}`;
const sentWith = (request: MockRequest<typeof api.thing>) => authorization(request.init);

beforeEach(() => {
  setSession(fakeToken('old'));
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('call', () => {
  test('builds the path from the params, sends the query, the body as JSON and the Bearer token', async () => {
    const mock = mockApi(
      on(api.thing).reply(({ params }) => ({ error: 0, id: params.id })),
      on(api.saveThing).reply(({ params, body }) => ({ error: 0, id: params.id, note: body.note })),
    );
    await expect(
      call(api.thing, { params: { id: 7 }, query: { from: 'a b', tags: ['x', 'y'] } }),
    ).resolves.toEqual({ error: 0, id: 7 });
    await expect(call(api.saveThing, { params: { id: 8 }, body: { note: 'vu' } })).resolves.toEqual({
      error: 0,
      id: 8,
      note: 'vu',
    });

    const [read] = mock.calls(api.thing);
    expect(read?.url).toBe('/api/test/thing/7?from=a%20b&tags=x&tags=y');
    expect(read?.query).toEqual({ from: 'a b', tags: ['x', 'y'] });
    expect(read?.init.method).toBe('GET');
    expect(read?.init.body).toBeUndefined();
    expect(read?.init.credentials).toBe('same-origin');
    // The session's own token (a new fakeToken('old') may carry another second in its claims).
    const token = getAccessToken();
    expect(token).toMatch(/\.old$/);
    expect(authorization(read?.init)).toBe(`Bearer ${token}`);

    const [write] = mock.calls(api.saveThing);
    expect(write?.init.method).toBe('PUT');
    expect(write?.init.body).toBe('{"note":"vu"}');
    expect((write?.init.headers as Record<string, string> | undefined)?.['Content-Type']).toBe(
      'application/json',
    );
  });

  test('a public endpoint goes without the token', async () => {
    const mock = mockApi(on(authEndpoints.forgotPassword).reply(() => ({ error: 0 })));
    await call(authEndpoints.forgotPassword, { body: { email: 'a@exemple.fr' } });
    expect(authorization(mock.calls(authEndpoints.forgotPassword)[0]?.init)).toBeUndefined();
  });

  test('on TOKEN_EXPIRED, renews the token once and replays the call with the new one', async () => {
    const fresh = fakeToken('fresh');
    const mock = mockApi(
      on(authEndpoints.refresh).reply(() => ({ error: 0, token: fresh })),
      on(api.thing).reply((request) =>
        sentWith(request) === bearer(fresh)
          ? { error: 0, id: request.params.id }
          : failWith(COMMON_ERRORS.TOKEN_EXPIRED),
      ),
    );
    await expect(call(api.thing, { params: { id: 1 }, query: {} })).resolves.toEqual({ error: 0, id: 1 });
    expect(mock.fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/test/thing/1',
      '/api/token/refresh',
      '/api/test/thing/1',
    ]);
    // The refresh goes on the cookie alone.
    expect(authorization(mock.calls(authEndpoints.refresh)[0]?.init)).toBeUndefined();
    expect(getAccessToken()).toBe(fresh.accessToken);
  });

  test('another 401 (not TOKEN_EXPIRED) is not renewed', async () => {
    const mock = mockApi(
      on(authEndpoints.refresh).reply(() => ({ error: 0, token: fakeToken('fresh') })),
      on(api.thing).reply(() => failWith(COMMON_ERRORS.UNAUTHENTICATED)),
    );
    await expect(call(api.thing, { params: { id: 1 }, query: {} })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(mock.calls(authEndpoints.refresh)).toHaveLength(0);
  });

  test('concurrent expired calls share a single refresh', async () => {
    const fresh = fakeToken('fresh');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const mock = mockApi(
      on(authEndpoints.refresh).reply(async () => {
        await gate;
        return { error: 0, token: fresh };
      }),
      on(api.thing).reply((request) =>
        sentWith(request) === bearer(fresh)
          ? { error: 0, id: request.params.id }
          : failWith(COMMON_ERRORS.TOKEN_EXPIRED),
      ),
    );
    const calls = Promise.all(
      [1, 2, 3].map((id) => call(api.thing, { params: { id }, query: {} }).then((answer) => answer.id)),
    );
    await vi.waitFor(() => expect(mock.calls(authEndpoints.refresh)).toHaveLength(1));
    release();
    await expect(calls).resolves.toEqual([1, 2, 3]);
    expect(mock.calls(authEndpoints.refresh)).toHaveLength(1);
  });

  test('does not loop: a second expiry after the renewal is an error', async () => {
    const mock = mockApi(
      on(authEndpoints.refresh).reply(() => ({ error: 0, token: fakeToken('fresh') })),
      on(api.thing).reply(() => failWith(COMMON_ERRORS.TOKEN_EXPIRED)),
    );
    await expect(call(api.thing, { params: { id: 1 }, query: {} })).rejects.toMatchObject({
      status: 401,
      code: 'TOKEN_EXPIRED',
      message: COMMON_ERRORS.TOKEN_EXPIRED.message,
    });
    expect(mock.fetch).toHaveBeenCalledTimes(3);
  });

  test('a refused renewal ends the session with the French message', async () => {
    mockApi(
      on(authEndpoints.refresh).reply(() => failWith(COMMON_ERRORS.SESSION_ENDED)),
      on(api.thing).reply(() => failWith(COMMON_ERRORS.TOKEN_EXPIRED)),
    );
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    await expect(call(api.thing, { params: { id: 1 }, query: {} })).rejects.toMatchObject({
      status: 401,
      message: SESSION_ENDED_MESSAGE,
    });
    expect(ended).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE);
    expect(getAccessToken()).toBeNull();
    stop();
  });

  test('during a sign-out, a call refused for its revoked token neither renews nor « ends » the session', async () => {
    const mock = mockApi(
      on(authEndpoints.refresh).reply(() => ({ error: 0, token: fakeToken('fresh') })),
      on(api.thing).reply(() => failWith(COMMON_ERRORS.TOKEN_EXPIRED)),
    );
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    beginSignOut();
    await expect(call(api.thing, { params: { id: 1 }, query: {} })).rejects.toMatchObject({ status: 401 });
    // No renewal (it would outlive the sign-out) and no « session ended » (a way back to this page).
    expect(mock.calls(authEndpoints.refresh)).toHaveLength(0);
    expect(ended).not.toHaveBeenCalled();
    // The next session renews as before.
    setSession(fakeToken('next'));
    await expect(call(api.thing, { params: { id: 1 }, query: {} })).rejects.toMatchObject({ status: 401 });
    expect(mock.calls(authEndpoints.refresh)).toHaveLength(1);
    stop();
  });

  test('a named error gives its code, the error number, the message and the fields', async () => {
    mockApi(
      on(api.saveThing).reply(() =>
        failWith(TEST_ERRORS.THING_LOCKED, { message: 'Verrouillée par Claire.', fields: { note: 'Figée' } }),
      ),
    );
    const error = await call(api.saveThing, { params: { id: 1 }, body: { note: '' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: TEST_ERRORS.THING_LOCKED.code,
      errorNumber: 409,
      message: 'Verrouillée par Claire.',
      fields: { note: 'Figée' },
    });
  });

  test('a 200 whose error number is not 0 is an error too', async () => {
    mockApi(on(api.thing).reply(() => rawReply(200, { error: 12, message: 'Refusé par le serveur.' })));
    await expect(call(api.thing, { params: { id: 1 }, query: {} })).rejects.toMatchObject({
      status: 200,
      errorNumber: 12,
      message: 'Refusé par le serveur.',
    });
  });

  test.each([
    [500, 'Cette demande ne peut pas aboutir'],
    [404, 'Cette demande ne peut pas aboutir'],
    [401, 'Cette demande ne peut pas aboutir'],
    [418, 'Cette demande ne peut pas aboutir'],
    [403, 'Accès refusé'],
  ])('HTTP %i without a message gives "%s"', async (status, message) => {
    mockApi(on(api.thing).reply(() => rawReply(status, undefined)));
    const error = await call(api.thing, { params: { id: 1 }, query: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message, code: 'UNKNOWN', errorNumber: undefined });
  });

  test('a network failure gives the generic message and the code NETWORK', async () => {
    mockApi(
      on(api.thing).reply(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(call(api.thing, { params: { id: 1 }, query: {} })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Cette demande ne peut pas aboutir',
    });
  });

  test('a cancelled call rejects with the abort, not a French error', async () => {
    mockApi(
      on(api.thing).reply(({ init }) => {
        if (init.signal?.aborted) throw new DOMException('Annulé', 'AbortError');
        return { error: 0, id: 1 };
      }),
    );
    const controller = new AbortController();
    controller.abort();
    const error = await call(
      api.thing,
      { params: { id: 1 }, query: {} },
      { signal: controller.signal },
    ).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('callOrFailure (spec 1 §7.2, §8)', () => {
  test('answers the data on success', async () => {
    mockApi(on(api.saveThing).reply(({ params }) => ({ error: 0, id: params.id })));
    await expect(callOrFailure(api.saveThing, { params: { id: 4 }, body: { note: 'x' } })).resolves.toEqual({
      error: 0,
      id: 4,
    });
  });

  test.each([
    [500, rawReply(500, undefined), 'Cette demande ne peut pas aboutir'],
    [404, rawReply(404, undefined), 'Cette demande ne peut pas aboutir'],
    [403, failWith(COMMON_ERRORS.FORBIDDEN), 'Accès refusé'],
    [409, failWith(TEST_ERRORS.THING_LOCKED), TEST_ERRORS.THING_LOCKED.message],
  ])('HTTP %i answers { error: 50, message } and reports it once', async (status, reply, message) => {
    mockApi(on(api.saveThing).reply(() => reply));
    const reported = vi.fn();
    const stop = onApiError(reported);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = await callOrFailure(api.saveThing, { params: { id: 1 }, body: { note: 'x' } });
    stop();
    expect(answer).toEqual({ error: 50, message });
    expect(isHelperFailure(answer)).toBe(true);
    expect(reported).toHaveBeenCalledOnce();
    expect(reported.mock.calls[0]?.[0]).toMatchObject({ status, message });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`HTTP ${status}`));
  });

  test('a network failure also answers error 50', async () => {
    mockApi(
      on(api.thing).reply(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(callOrFailure(api.thing, { params: { id: 1 }, query: {} })).resolves.toEqual({
      error: 50,
      message: 'Cette demande ne peut pas aboutir',
    });
  });
});

describe('download', () => {
  function catchClicks() {
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:fichier', revokeObjectURL: () => {} }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    return clicked;
  }

  test('saves the answer as fichier.pdf by default, with the Bearer token', async () => {
    const mock = mockApi(on(api.pdf).reply(() => rawReply(200, '%PDF-1.7')));
    const clicked = catchClicks();
    await expect(download(api.pdf, { params: { id: 3 } })).resolves.toBe(true);
    await expect(download(api.pdf, { params: { id: 3 } }, 'devis.pdf')).resolves.toBe(true);
    expect(clicked).toEqual(['fichier.pdf', 'devis.pdf']);
    expect(mock.calls(api.pdf).map((request) => request.url)).toEqual([
      '/api/test/thing/3/pdf',
      '/api/test/thing/3/pdf',
    ]);
    expect(authorization(mock.calls(api.pdf)[0]?.init)).toBe(`Bearer ${getAccessToken()}`);
  });

  test('renews an expired token before saving', async () => {
    const fresh = fakeToken('fresh');
    mockApi(
      on(authEndpoints.refresh).reply(() => ({ error: 0, token: fresh })),
      on(api.pdf).reply(({ init }) =>
        authorization(init) === bearer(fresh) ? rawReply(200, '%PDF') : failWith(COMMON_ERRORS.TOKEN_EXPIRED),
      ),
    );
    const clicked = catchClicks();
    await expect(download(api.pdf, { params: { id: 3 } })).resolves.toBe(true);
    expect(clicked).toEqual(['fichier.pdf']);
  });

  test('a refused download answers error 50', async () => {
    mockApi(on(api.pdf).reply(() => failWith(COMMON_ERRORS.FORBIDDEN)));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(download(api.pdf, { params: { id: 3 } })).resolves.toEqual({
      error: 50,
      message: 'Accès refusé',
    });
  });
});

describe('upload', () => {
  beforeEach(() => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  const form = () => {
    const data = new FormData();
    data.append('photo', new File(['x'], 'moi.png', { type: 'image/png' }));
    return data;
  };

  test('sends the form to the path of the params with the token, and reports the progress', async () => {
    const progress: number[] = [];
    const sent = upload(api.photo, { params: { id: 5 } }, form(), {
      onProgress: (percent) => progress.push(percent),
    });
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData));
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/test/thing/5/photo');
    expect(xhr.headers.Authorization).toBe(`Bearer ${getAccessToken()}`);
    xhr.progress(50, 100);
    xhr.respond(200, { error: 0, id: 5 });
    await expect(sent).resolves.toEqual({ error: 0, id: 5 });
    expect(progress).toEqual([50]);
  });

  test('renews an expired token and sends the form once more', async () => {
    const fresh = fakeToken('fresh');
    mockApi(on(authEndpoints.refresh).reply(() => ({ error: 0, token: fresh })));
    const sent = upload(api.photo, { params: { id: 5 } }, form());
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]?.respond(401, {
      error: 401,
      code: COMMON_ERRORS.TOKEN_EXPIRED.code,
      message: COMMON_ERRORS.TOKEN_EXPIRED.message,
    });
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    expect(FakeXhr.all[1]?.headers.Authorization).toBe(bearer(fresh));
    FakeXhr.all[1]?.respond(200, { error: 0, id: 5 });
    await expect(sent).resolves.toEqual({ error: 0, id: 5 });
  });

  test('a refusal rejects with its named error', async () => {
    const sent = upload(api.photo, { params: { id: 5 } }, form());
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]?.respond(403, { error: 403, code: 'FORBIDDEN', message: 'Accès refusé' });
    await expect(sent).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Accès refusé' });
  });
});
