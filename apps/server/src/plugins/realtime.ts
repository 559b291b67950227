import { LIVE_NOTIFICATION_EVENT, type TLiveNotification } from '@batir/shared/notifications';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { AuthService, EndedSessions, Principal } from '../modules/auth/auth.service';

/** How a live event went (spec 1 §7.2): delivered, not acknowledged in time, or not sent at all. */
export type EmitOutcome = 'ok' | 'emitTimeout' | 'emitError';

/** Targeted browsers acknowledge the event; one that has not answered after this long is reported. */
export const EMIT_ACK_TIMEOUT_MS = 10_000;

export type Realtime = {
  /**
   * Sends the live `notification` event to the sockets it targets, on every server process. Failures are
   * logged as `emitTimeout` or `emitError` and never thrown: the notification itself is already stored.
   */
  emitNotification(event: TLiveNotification, options?: { ackTimeoutMs?: number }): Promise<EmitOutcome>;
  /**
   * Sends `event` to every browser of one user, on every server process, without waiting for an
   * acknowledgement (a job's progress: the next one replaces it). Failures are logged, never thrown.
   */
  emitToUser(userId: number, event: string, payload: unknown): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * The pool as the Socket.IO adapter sees it. The adapter keeps one client checked out for LISTEN and, when
 * the database drops it, takes a new one without releasing the dead one: the pool would lose a connection
 * slot at each PostgreSQL restart. Here the dead client goes back to the pool, which discards it. (On a
 * normal close the adapter removes its 'end' listeners, this one included, and releases the client itself.)
 */
export function listenerPool(pool: pg.Pool): pg.Pool {
  return {
    query: pool.query.bind(pool),
    async connect() {
      const client = await pool.connect();
      const giveBack = () => client.release(new Error('Connexion LISTEN perdue'));
      // Once released, the client may serve someone else: this listener must not outlive the loan.
      const release = client.release;
      client.release = (error?: Error | boolean) => {
        client.removeListener('end', giveBack);
        return release(error);
      };
      client.once('end', giveBack);
      return client;
    },
  } as unknown as pg.Pool;
}

/** When a socket's session could not be checked (database unavailable), when to try again. */
const SESSION_RECHECK_MS = 30_000;
/** setTimeout's limit (about 24.8 days): a later end is checked again at this distance. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Every socket of one session; and every socket of an account's sessions, those it opened as a customer too. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const accountRoom = (userId: number) => `sessions-of:${userId}`;

/**
 * The rooms of a socket: its user and roles (what notifications target), and what may end it (its session,
 * its account; for a « prendre la main » session, also the staff member's session and account).
 */
function roomsOf(principal: Principal): string[] {
  const rooms = [
    `user:${principal.userId}`,
    ...principal.roles.map((role) => `role:${role}`),
    sessionRoom(principal.sessionId),
    accountRoom(principal.userId),
  ];
  if (principal.impersonatorId !== null) rooms.push(accountRoom(principal.impersonatorId));
  if (principal.impersonatorSessionId !== null) rooms.push(sessionRoom(principal.impersonatorSessionId));
  return rooms;
}

/**
 * Socket.IO on the same HTTP server (spec 1 §7.2 channel '/'). Sockets authenticate with the access token
 * and join the rooms of their user and roles. With PostgreSQL, the adapter relays events between
 * processes (LISTEN/NOTIFY); the embedded database is single-process and needs none.
 *
 * The token is checked at the handshake only, so a socket is made to live no longer than its session: it is
 * closed when the session ends (logout, archive, password change: auth.service `onSessionsEnded`), on every
 * process through the adapter, and when it ends by itself (inactivity limit, absolute end, the 15 minutes of
 * a « prendre la main »): checked when its access token expires, then when the session would end. It is not
 * closed only because its access token expired: an idle tab, which renews no token, still receives its
 * notifications for as long as its session lives. A socket that comes back (network, restart) presents the
 * current token at the handshake, renewed by the client if it has expired.
 */
export function registerRealtime(
  app: FastifyInstance,
  deps: { auth: AuthService; pool?: pg.Pool | undefined },
): Realtime {
  let io: Server | null = null;

  const reportError = (error: unknown) =>
    app.log.error({ err: error, code: 'emitError' }, "échec de l'envoi d'un événement temps réel");

  app.addHook('onReady', async () => {
    io = new Server(app.server, { path: '/socket.io', serveClient: false });
    // The adapter swallows its publish failures unless told where to report them.
    if (deps.pool)
      io.adapter(
        createAdapter(listenerPool(deps.pool), { heartbeatInterval: 5000, errorHandler: reportError }),
      );
    io.use(async (socket, next) => {
      try {
        const token = typeof socket.handshake.auth.token === 'string' ? socket.handshake.auth.token : '';
        socket.data.principal = await deps.auth.authenticate(token);
        next();
      } catch (error) {
        next(error instanceof Error ? error : new Error('Authentification requise.'));
      }
    });
    io.on('connection', (socket) => {
      const principal = socket.data.principal as Principal;
      void socket.join(roomsOf(principal));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const watchAt = (at: number) => {
        timer = setTimeout(watch, Math.min(Math.max(at - Date.now(), 0), MAX_TIMER_MS));
      };
      // The session's natural end, checked again when due (a renewal may have pushed it back).
      const watch = async () => {
        const endsAt = await deps.auth.sessionEndsAt(principal).then(
          (end) => end,
          () => undefined, // Database unavailable: keep the socket, look again a little later.
        );
        if (socket.disconnected) return;
        if (endsAt === null) socket.disconnect(true);
        else watchAt(endsAt?.getTime() ?? Date.now() + SESSION_RECHECK_MS);
      };
      watchAt(principal.expiresAt.getTime());
      socket.once('disconnect', () => clearTimeout(timer));
    });
  });
  const stopListening = deps.auth.onSessionsEnded((ended: EndedSessions) => {
    const room = 'sessionId' in ended ? sessionRoom(ended.sessionId) : accountRoom(ended.userId);
    io?.in(room).disconnectSockets(true);
  });
  // Fastify closes the HTTP server itself: only the sockets, the engine and the adapter's listener go here.
  app.addHook('preClose', async () => {
    stopListening();
    if (!io) return;
    const closing = io;
    io = null;
    closing.local.disconnectSockets(true);
    await closing.of('/').adapter.close();
    closing.engine.close();
  });

  const realtime: Realtime = {
    emitNotification(event, { ackTimeoutMs = EMIT_ACK_TIMEOUT_MS } = {}) {
      const server = io;
      const rooms = [...event.roles.map((role) => `role:${role}`), ...event.user.map((id) => `user:${id}`)];
      if (!server || (!event.all && rooms.length === 0)) return Promise.resolve('ok');
      return new Promise<EmitOutcome>((resolve) => {
        // Socket.IO's ack timer keeps running after a synchronous failure: report each emit once.
        let settled = false;
        try {
          const target = event.all ? server.timeout(ackTimeoutMs) : server.to(rooms).timeout(ackTimeoutMs);
          // The callback runs once every targeted socket, on every process, has acknowledged, or at the timeout.
          target.emit(LIVE_NOTIFICATION_EVENT, event, (error: Error | null) => {
            if (settled) return;
            settled = true;
            if (!error) return resolve('ok');
            app.log.warn(
              { code: 'emitTimeout', rooms: event.all ? 'all' : rooms, timeoutMs: ackTimeoutMs },
              'événement temps réel non acquitté à temps par tous ses destinataires',
            );
            resolve('emitTimeout');
          });
        } catch (error) {
          settled = true;
          reportError(error);
          resolve('emitError');
        }
      });
    },
    emitToUser(userId, event, payload) {
      try {
        io?.to(`user:${userId}`).emit(event, payload);
      } catch (error) {
        reportError(error);
      }
    },
  };
  app.decorate('realtime', realtime);
  return realtime;
}
