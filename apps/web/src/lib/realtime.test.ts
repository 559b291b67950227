import { beforeEach, describe, expect, test, vi } from 'vitest';

// A fake Socket.IO client: records the options, the listeners and the connect calls.
const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const state = {
    options: null as null | { auth: (cb: (data: object) => void) => void },
    listeners: new Map<string, Listener[]>(),
    active: true,
    connects: 0,
    disconnects: 0,
  };
  const socket = {
    get active() {
      return state.active;
    },
    on(event: string, listener: Listener) {
      state.listeners.set(event, [...(state.listeners.get(event) ?? []), listener]);
      return socket;
    },
    off(event: string) {
      state.listeners.delete(event);
      return socket;
    },
    connect() {
      state.connects += 1;
    },
    disconnect() {
      state.disconnects += 1;
    },
  };
  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of state.listeners.get(event) ?? []) listener(...args);
  };
  /** What the auth callback sends on the next handshake. */
  const handshake = () => {
    let sent: object = {};
    state.options?.auth((data) => {
      sent = data;
    });
    return sent;
  };
  return { state, socket, fire, handshake };
});
vi.mock('socket.io-client', () => ({
  io: (options: typeof fake.state.options) => {
    fake.state.options = options;
    return fake.socket;
  },
}));

const session = vi.hoisted(() => ({
  token: 'jeton-1' as string | null,
  refresh: vi.fn(),
}));
vi.mock('./auth', () => ({
  getAccessToken: () => session.token,
  refreshSession: session.refresh,
  onSessionEnded: () => () => undefined,
}));

const { onRealtimeReconnected, subscribeRealtime } = await import('./realtime');

beforeEach(() => {
  fake.state.listeners.clear();
  fake.state.active = true;
  fake.state.connects = 0;
  fake.state.disconnects = 0;
  session.token = 'jeton-1';
  session.refresh.mockReset();
});

describe('realtime channel', () => {
  test('opens with the first listener, acknowledges events, and closes with the last', () => {
    const received: unknown[] = [];
    const stop = subscribeRealtime('notification', (payload) => received.push(payload));
    expect(fake.handshake()).toEqual({ token: 'jeton-1' });
    const ack = vi.fn();
    fake.fire('notification', { all: true }, ack);
    expect(received).toEqual([{ all: true }]);
    expect(ack).toHaveBeenCalledOnce();
    stop();
    expect(fake.state.disconnects).toBe(1);
  });

  test('a refused handshake renews the token, then connects again with the new one', async () => {
    session.refresh.mockImplementation(async () => {
      session.token = 'jeton-2';
      return true;
    });
    const stop = subscribeRealtime('notification', () => undefined);
    fake.handshake(); // sent jeton-1, which the server refuses as expired
    fake.state.active = false;
    fake.fire('connect_error', new Error('Expired JWT Token'));
    await vi.waitFor(() => expect(fake.state.connects).toBe(1));
    expect(session.refresh).toHaveBeenCalledOnce();
    expect(fake.handshake()).toEqual({ token: 'jeton-2' });
    stop();
  });

  test('a handshake refused again with a fresh token, or an ended session, stops the channel', async () => {
    session.refresh.mockResolvedValue(false);
    const stop = subscribeRealtime('notification', () => undefined);
    fake.handshake();
    fake.state.active = false;
    fake.fire('connect_error', new Error('Expired JWT Token'));
    await vi.waitFor(() => expect(fake.state.disconnects).toBe(1));
    expect(fake.state.connects).toBe(0);
    stop();
  });

  test('a socket closed by the server tries once more: back after a restart, stopped after the session’s end', async () => {
    session.refresh.mockImplementation(async () => {
      session.token = 'jeton-2';
      return true;
    });
    const stop = subscribeRealtime('notification', () => undefined);
    fake.handshake(); // sent jeton-1
    // The server restarted: straight back, the current token renewed first if it has expired meanwhile.
    fake.fire('disconnect', 'io server disconnect');
    expect(fake.state.connects).toBe(1);
    fake.state.active = false;
    fake.fire('connect_error', new Error('Expired JWT Token'));
    await vi.waitFor(() => expect(fake.state.connects).toBe(2));
    expect(fake.handshake()).toEqual({ token: 'jeton-2' });
    // The session has ended: the handshake is refused and no renewal is possible: the channel stops.
    session.refresh.mockResolvedValue(false);
    fake.fire('disconnect', 'io server disconnect');
    expect(fake.state.connects).toBe(3);
    fake.handshake();
    fake.fire('connect_error', new Error('Votre session a pris fin'));
    await vi.waitFor(() => expect(fake.state.disconnects).toBe(1));
    stop();
  });

  test('a socket connected again tells the listeners, who read again what they may have missed', () => {
    const caughtUp = vi.fn();
    const stopCatchUp = onRealtimeReconnected(caughtUp);
    const stop = subscribeRealtime('notification', () => undefined);
    fake.fire('connect');
    expect(caughtUp).not.toHaveBeenCalled();
    fake.fire('disconnect', 'transport close');
    fake.fire('connect');
    expect(caughtUp).toHaveBeenCalledOnce();
    stop();
    stopCatchUp();
  });

  test('a transport failure is left to Socket.IO, which retries on its own', () => {
    const stop = subscribeRealtime('notification', () => undefined);
    fake.fire('connect_error', new Error('websocket error'));
    expect(session.refresh).not.toHaveBeenCalled();
    expect(fake.state.connects).toBe(0);
    stop();
  });
});
