import { LIVE_NOTIFICATION_EVENT, type TLiveNotification } from '@batir/shared/notifications';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { AuthService } from '../modules/auth/auth.service';

export type Realtime = {
  /** Sends the live `notification` event to the sockets it targets, on every server process. */
  emitNotification(event: TLiveNotification): void;
};

/**
 * Socket.IO on the same HTTP server (spec 1 §7.2 channel '/'). Sockets authenticate with the access token
 * and join the rooms of their user and roles. With PostgreSQL, the adapter relays events between
 * processes (LISTEN/NOTIFY); the embedded database is single-process and needs none.
 */
export function registerRealtime(
  app: FastifyInstance,
  deps: { auth: AuthService; pool?: pg.Pool | undefined },
): Realtime {
  let io: Server | null = null;

  app.addHook('onReady', async () => {
    io = new Server(app.server, { path: '/socket.io', serveClient: false });
    if (deps.pool) io.adapter(createAdapter(deps.pool, { heartbeatInterval: 5000 }));
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
      const { userId, roles } = socket.data.principal as { userId: number; roles: string[] };
      void socket.join([`user:${userId}`, ...roles.map((role) => `role:${role}`)]);
    });
  });
  // Fastify closes the HTTP server itself: only the sockets, the engine and the adapter's listener go here.
  app.addHook('preClose', async () => {
    if (!io) return;
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
  });

  return {
    emitNotification(event) {
      if (!io) return;
      if (event.all) {
        io.emit(LIVE_NOTIFICATION_EVENT, event);
        return;
      }
      const rooms = [...event.roles.map((role) => `role:${role}`), ...event.user.map((id) => `user:${id}`)];
      if (rooms.length) io.to(rooms).emit(LIVE_NOTIFICATION_EVENT, event);
    },
  };
}
