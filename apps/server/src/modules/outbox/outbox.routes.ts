import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import * as repo from './outbox.repository';

const ZOutboxResponse = z.object({
  error: z.literal(0),
  queue: z.array(
    z.object({
      id: z.number().int(),
      channel: z.string(),
      recipient: z.string(),
      subject: z.string().nullable(),
      status: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  /** What the development sinks received (empty when real SMTP and SMS providers are configured). */
  sink: z.array(
    z.object({
      id: z.number().int(),
      channel: z.string(),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      receivedAt: z.string(),
    }),
  ),
});

/** Admins follow outgoing e-mails and SMS (and, on a trial install, read what the sinks received). */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/outbox',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['Administration'],
        summary: 'Mails et SMS envoyés',
        response: { 200: ZOutboxResponse },
      },
    },
    async () => {
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
    },
  );
};
