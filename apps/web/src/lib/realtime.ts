/**
 * The real-time channel (spec 1 §7.2): one Socket.IO connection per tab to the app's own server, opened
 * while someone listens and closed with the session.
 *
 * The server authenticates the handshake with the access token, which expires: every connection attempt
 * reads the current one from lib/auth, and a refused handshake renews the session once and tries again.
 * The server keeps a socket open as long as its session lives (an expired token alone does not close it)
 * and closes it when the session ends or the server stops: the channel then tries once more, and the
 * handshake says which it was. Listeners of `onRealtimeReconnected` read again what was sent while it was
 * down.
 */
import { io, type Socket } from 'socket.io-client';
import { getAccessToken, onSessionEnded, refreshSession } from './auth';

type Handler = (payload: unknown) => void;

/** Wait before connecting again when the token could not be renewed for want of network. */
const RETRY_DELAY_MS = 5_000;

let socket: Socket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let refusals = 0;
let sentToken: string | null = null;
const handlers = new Map<string, Set<Handler>>();
const reconnectedListeners = new Set<() => void>();

/**
 * Called each time the channel is connected again (after the server closed it, or the network dropped it):
 * what the server sent meanwhile never arrived, so the listener reads it again (notification lists).
 */
export function onRealtimeReconnected(listener: () => void): () => void {
  reconnectedListeners.add(listener);
  return () => reconnectedListeners.delete(listener);
}

/**
 * Listens to a server event; the connection opens with the first listener and closes with the last.
 * Every event is acknowledged on receipt, so the server can report what was not delivered (`emitTimeout`).
 */
export function subscribeRealtime<T>(event: string, handler: (payload: T) => void): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
    socket?.on(event, dispatcher(event));
  }
  set.add(handler as Handler);
  open();
  return () => {
    set.delete(handler as Handler);
    if (set.size === 0) {
      handlers.delete(event);
      socket?.off(event);
    }
    if (handlers.size === 0) close();
  };
}

function dispatcher(event: string) {
  return (payload: unknown, ack?: () => void) => {
    ack?.();
    for (const handler of handlers.get(event) ?? []) handler(payload);
  };
}

function open(): void {
  if (socket) return;
  const created = io({
    path: '/socket.io',
    // WebSocket only: several server processes behind a load balancer need no sticky sessions then.
    transports: ['websocket'],
    auth: (callback) => {
      sentToken = getAccessToken();
      callback({ token: sentToken ?? '' });
    },
  });
  let connectedBefore = false;
  created.on('connect', () => {
    refusals = 0;
    if (connectedBefore) for (const listener of reconnectedListeners) listener();
    connectedBefore = true;
  });
  // Closed by the server (its session ended, or the server stopped for a restart): Socket.IO does not come
  // back by itself. Try once: after a restart the handshake passes (renewing an expired token first), after
  // the session's end it is refused and the channel stops (reconnectWithFreshToken).
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') created.connect();
  });
  // A refused handshake is not retried by Socket.IO itself (`active` is false): usually an expired token.
  created.on('connect_error', () => {
    if (!created.active) void reconnectWithFreshToken(created);
  });
  for (const event of handlers.keys()) created.on(event, dispatcher(event));
  socket = created;
}

/**
 * After a refused handshake: renew the token (unless another call already did) and connect again. Refused
 * again with a fresh token means this account may not listen: stop.
 */
async function reconnectWithFreshToken(target: Socket): Promise<void> {
  refusals += 1;
  if (refusals > 2 || getAccessToken() === null) {
    close();
    return;
  }
  if (getAccessToken() === sentToken) {
    try {
      if (!(await refreshSession())) {
        close(); // The session is over; lib/api-client sends the user to the login page.
        return;
      }
    } catch {
      // Server unreachable: try again a little later with whatever token there is then.
      refusals -= 1;
      retryTimer = setTimeout(() => {
        if (socket === target) target.connect();
      }, RETRY_DELAY_MS);
      return;
    }
  }
  if (socket === target) target.connect();
}

function close(): void {
  clearTimeout(retryTimer);
  refusals = 0;
  socket?.disconnect();
  socket = null;
}

// A new sign-in in this tab must not keep the previous user's socket and rooms.
onSessionEnded(() => close());
