import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/client';
import { insertSink } from './outbox.repository';

/**
 * A real SMTP server on 127.0.0.1 for development and tests: the worker sends through SMTP as in
 * production, and what arrives is stored in `sink_messages` (readable by admins and by tests).
 */
export async function startSmtpSink(db: Database): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          for (const recipient of recipients) {
            await insertSink(db, {
              channel: 'email',
              recipient,
              subject: mail.subject ?? null,
              body: mail.text ?? '',
            });
          }
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
