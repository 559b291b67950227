/** Contract of the outgoing mail and SMS queue, which administrators follow (and a trial install's sinks). */
import { z } from 'zod';
import { endpoint } from '../contract';

export const ZOutboxResponse = z.object({
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
export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;

export const outboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/outbox',
    tag: 'Administration',
    summary: 'Mails et SMS envoyés',
    access: ['admin'],
    response: ZOutboxResponse,
  }),
};
