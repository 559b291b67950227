import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  getConnectionStatus,
  installConnectionMonitor,
  isOffline,
  onReconnect,
  resetConnectionStatus,
  SERVER_PROBE_INTERVAL_MS,
  serverProbeUrl,
} from './connection-status';

const ORIGIN = 'http://batir.test';

/** A window-like target with its own fetch, network events and timers. */
function fakeWindow(fetcher: typeof fetch, onLine = true) {
  const events = new EventTarget();
  return {
    fetch: fetcher,
    location: { origin: ORIGIN },
    navigator: { onLine },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    setInterval: ((handler: () => void, ms: number) =>
      setInterval(handler, ms)) as unknown as Window['setInterval'],
    clearInterval: ((id: number) => clearInterval(id)) as Window['clearInterval'],
  };
}

type Answer = 'network-error' | number;
function scriptedFetch() {
  let answer: Answer = 200;
  const fetcher = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response('{}', { status: answer });
  });
  return {
    fetcher,
    answer(next: Answer) {
      answer = next;
    },
  };
}

let stop: (() => void) | undefined;
beforeEach(() => {
  resetConnectionStatus();
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

describe('connection monitor', () => {
  test('a network error on /api means the server is unreachable; any answer means it is back', async () => {
    const server = scriptedFetch();
    const win = fakeWindow(server.fetcher);
    stop = installConnectionMonitor(win);
    expect(isOffline()).toBe(false);

    server.answer('network-error');
    await expect(win.fetch('/api/user')).rejects.toThrow(TypeError);
    expect(getConnectionStatus()).toMatchObject({ browserOnline: true, serverReachable: false });
    expect(isOffline()).toBe(true);

    server.answer(404);
    await win.fetch(`${ORIGIN}/api/user`);
    expect(isOffline()).toBe(false);
  });

  test('gateway errors (502, 504) mean the server is unreachable; other errors do not', async () => {
    const server = scriptedFetch();
    const win = fakeWindow(server.fetcher);
    stop = installConnectionMonitor(win);
    server.answer(502);
    await win.fetch('/api/user');
    expect(isOffline()).toBe(true);
    server.answer(500);
    await win.fetch('/api/user');
    expect(isOffline()).toBe(false);
    server.answer(504);
    await win.fetch(new Request(`${ORIGIN}/api/user`));
    expect(isOffline()).toBe(true);
    server.answer(503);
    await win.fetch('/api/user');
    expect(isOffline()).toBe(false);
  });

  test('other addresses, other sites and cancelled calls say nothing about the server', async () => {
    const server = scriptedFetch();
    const win = fakeWindow(server.fetcher);
    stop = installConnectionMonitor(win);
    server.answer('network-error');
    await expect(win.fetch('/v2/assets/page.js')).rejects.toThrow();
    await expect(win.fetch('https://ailleurs.example/api/x')).rejects.toThrow();
    const controller = new AbortController();
    controller.abort();
    await expect(win.fetch('/api/user', { signal: controller.signal })).rejects.toThrow();
    expect(isOffline()).toBe(false);
  });

  test('follows the browser network events, and asks the server when the network is back', async () => {
    const server = scriptedFetch();
    const win = fakeWindow(server.fetcher, false);
    stop = installConnectionMonitor(win);
    expect(getConnectionStatus().browserOnline).toBe(false);
    expect(isOffline()).toBe(true);

    win.navigator.onLine = true;
    win.dispatchEvent(new Event('online'));
    expect(isOffline()).toBe(false);
    const probeUrl = await serverProbeUrl();
    await vi.waitFor(() => expect(server.fetcher).toHaveBeenCalledWith(probeUrl, expect.anything()));

    win.dispatchEvent(new Event('offline'));
    expect(isOffline()).toBe(true);
  });

  test('while the server is unreachable, it is asked every few seconds until it answers', async () => {
    vi.useFakeTimers();
    const server = scriptedFetch();
    const win = fakeWindow(server.fetcher);
    stop = installConnectionMonitor(win);
    const reconnected = vi.fn();
    onReconnect(reconnected);

    server.answer('network-error');
    await expect(win.fetch('/api/user')).rejects.toThrow();
    server.fetcher.mockClear();

    await vi.advanceTimersByTimeAsync(SERVER_PROBE_INTERVAL_MS);
    expect(server.fetcher).toHaveBeenCalledTimes(1);
    expect(server.fetcher.mock.calls[0]?.[0]).toBe(await serverProbeUrl());
    expect(isOffline()).toBe(true);
    expect(reconnected).not.toHaveBeenCalled();

    server.answer(200);
    await vi.advanceTimersByTimeAsync(SERVER_PROBE_INTERVAL_MS);
    expect(isOffline()).toBe(false);
    expect(reconnected).toHaveBeenCalledTimes(1);

    // Reachable again: no more probing.
    server.fetcher.mockClear();
    await vi.advanceTimersByTimeAsync(3 * SERVER_PROBE_INTERVAL_MS);
    expect(server.fetcher).not.toHaveBeenCalled();
  });

  test('stopping puts the original fetch back', () => {
    const server = scriptedFetch();
    const win = fakeWindow(server.fetcher);
    const uninstall = installConnectionMonitor(win);
    expect(win.fetch).not.toBe(server.fetcher);
    uninstall();
    expect(win.fetch).toBe(server.fetcher);
  });
});
