import { outboxEndpoints as api } from '@batir/shared/contracts/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { route } from '../../plugins/contracts';
import * as repo from './outbox.repository';

/** Admins follow outgoing e-mails and SMS (and, on a trial install, read what the sinks received). */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, api.list, async () => {
    const [queue, sink] = await Promise.all([repo.listRecent(db, 200), repo.listSink(db, 200)]);
    return {
      error: 0 as const,
      queue: queue.map((m) => ({
        id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        status: m.status,
        attempts: m.attempts,
        lastError: m.lastError,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
      sink: sink.map((m) => ({ ...m, receivedAt: m.receivedAt.toISOString() })),
    };
  });
};
