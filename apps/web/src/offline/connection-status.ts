/**
 * Is the Bâtir server reachable? The browser says when it has no network (`navigator.onLine`, `online` and
 * `offline` events); a stopped server shows as `/api` calls failing with a network error (a `TypeError` from
 * `fetch`) or a gateway error from the proxy in front of it (502, 504). While it is unreachable, a light
 * public call checks every few seconds whether it is back.
 *
 * `/api` answers are never cached by the offline worker: the banner fed by this store is how the user learns
 * that what the page shows may be out of date.
 */

import { addressOf } from '../lib/api-client';
import { contractsOnDemand } from '../lib/contracts-on-demand';

export type ConnectionStatus = {
  /** The browser has a network connection. */
  browserOnline: boolean;
  /** The last `/api` call got an answer from the server. */
  serverReachable: boolean;
  /** A new version of the app was installed by the offline worker; a reload shows it. */
  updateReady: boolean;
};

/** How often an unreachable server is asked whether it is back. */
export const SERVER_PROBE_INTERVAL_MS = 10_000;
/** A public, cheap call that any running server answers (GET /api/maintenance). */
export async function serverProbeUrl(): Promise<string> {
  const { maintenanceEndpoints } = await contractsOnDemand();
  return addressOf(maintenanceEndpoints.get);
}
/** Answers of a proxy that could not reach the server. */
const GATEWAY_ERRORS = new Set([502, 504]);

let status: ConnectionStatus = {
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  serverReachable: true,
  updateReady: false,
};
const listeners = new Set<() => void>();
const reconnectCallbacks = new Set<() => void>();

export function getConnectionStatus(): ConnectionStatus {
  return status;
}

export function subscribeConnectionStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isOffline(current: ConnectionStatus = status): boolean {
  return !current.browserOnline || !current.serverReachable;
}

function update(changes: Partial<ConnectionStatus>): void {
  const next = { ...status, ...changes };
  if (
    next.browserOnline === status.browserOnline &&
    next.serverReachable === status.serverReachable &&
    next.updateReady === status.updateReady
  ) {
    return;
  }
  const wasOffline = isOffline(status);
  status = next;
  for (const listener of listeners) listener();
  if (wasOffline && !isOffline(status)) for (const callback of reconnectCallbacks) callback();
}

/** Called when the app is back online after having been offline (e.g. to refetch the page's data). */
export function onReconnect(callback: () => void): () => void {
  reconnectCallbacks.add(callback);
  return () => reconnectCallbacks.delete(callback);
}

export function reportServerReachable(reachable: boolean): void {
  update({ serverReachable: reachable });
}

export function reportBrowserOnline(online: boolean): void {
  update({ browserOnline: online });
}

export function reportUpdateReady(): void {
  update({ updateReady: true });
}

function apiPath(input: RequestInfo | URL, origin: string): string | null {
  try {
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    // The API's addresses are those of the contracts, all under the first segment `api`.
    return url.origin === origin && url.pathname.split('/')[1] === 'api' ? url.pathname : null;
  } catch {
    return null;
  }
}

type MonitorTarget = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'
> & {
  fetch: typeof fetch;
  location: { origin: string };
  navigator: { onLine: boolean };
};

let probeTimer: number | undefined;

/**
 * Watches the `/api` calls of the page (wraps `fetch`) and the browser's network events. Returns the function
 * that stops watching. Call once, from main.tsx.
 */
export function installConnectionMonitor(target: MonitorTarget = window): () => void {
  const originalFetch = target.fetch;
  const origin = target.location.origin;

  async function probe(): Promise<void> {
    try {
      const response = await originalFetch.call(target, await serverProbeUrl(), {
        cache: 'no-store',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      reportServerReachable(!GATEWAY_ERRORS.has(response.status));
    } catch {
      reportServerReachable(false);
    }
  }

  function syncProbe(): void {
    const probing = probeTimer !== undefined;
    const needed = status.browserOnline && !status.serverReachable;
    if (needed && !probing) probeTimer = target.setInterval(() => void probe(), SERVER_PROBE_INTERVAL_MS);
    if (!needed && probing) {
      target.clearInterval(probeTimer);
      probeTimer = undefined;
    }
  }
  const unsubscribe = subscribeConnectionStatus(syncProbe);

  const monitoredFetch: typeof fetch = async (input, init) => {
    const path = apiPath(input, origin);
    try {
      const response = await originalFetch.call(target, input, init);
      if (path) reportServerReachable(!GATEWAY_ERRORS.has(response.status));
      return response;
    } catch (error) {
      const aborted = init?.signal?.aborted || (input instanceof Request && input.signal.aborted);
      if (path && error instanceof TypeError && !aborted) reportServerReachable(false);
      throw error;
    }
  };
  target.fetch = monitoredFetch;

  const onOnline = () => {
    reportBrowserOnline(true);
    // The network is back; the server may still be down: ask it.
    void probe();
  };
  const onOffline = () => reportBrowserOnline(false);
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  reportBrowserOnline(target.navigator.onLine);

  return () => {
    if (target.fetch === monitoredFetch) target.fetch = originalFetch;
    target.removeEventListener('online', onOnline);
    target.removeEventListener('offline', onOffline);
    unsubscribe();
    if (probeTimer !== undefined) target.clearInterval(probeTimer);
    probeTimer = undefined;
  };
}

/** Asks the server now (the banner's "Réessayer" button). */
export async function checkServerNow(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(await serverProbeUrl(), {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    const reachable = !GATEWAY_ERRORS.has(response.status);
    reportServerReachable(reachable);
    return reachable;
  } catch {
    reportServerReachable(false);
    return false;
  }
}

/** Test helper: back to the initial state. */
export function resetConnectionStatus(): void {
  status = { browserOnline: true, serverReachable: true, updateReady: false };
  listeners.clear();
  reconnectCallbacks.clear();
  probeTimer = undefined;
}
