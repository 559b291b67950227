import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import * as repo from './outbox.repository';
import { startSmtpSink } from './smtp-sink';

/** Optional links recorded with a queued message: the project it concerns and the staff member who sent it. */
export type OutboxLinks = { projectId?: number | null; sentBy?: number | null };

/** Queues an e-mail in the caller's transaction: it leaves only if the change commits. */
export async function queueEmail(
  tx: Database | Tx,
  mail: { to: string; subject: string; text: string; html?: string } & OutboxLinks,
) {
  await repo.insertMessage(tx, {
    channel: 'email',
    recipient: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html ?? null,
    projectId: mail.projectId ?? null,
    sentBy: mail.sentBy ?? null,
  });
}

/** Queues an SMS in the caller's transaction. */
export async function queueSms(tx: Database | Tx, sms: { to: string; text: string } & OutboxLinks) {
  await repo.insertMessage(tx, {
    channel: 'sms',
    recipient: sms.to,
    bodyText: sms.text,
    projectId: sms.projectId ?? null,
    sentBy: sms.sentBy ?? null,
  });
}

/** Retries after 30 s, 1 min, 2 min… up to 8 attempts, then the message is marked failed. */
const MAX_ATTEMPTS = 8;
export function retryDelaySeconds(attempts: number): number | null {
  return attempts + 1 >= MAX_ATTEMPTS ? null : 30 * 2 ** attempts;
}

export type SmsProvider = { send(to: string, text: string): Promise<void> };

function createSmsProvider(config: Config['sms'], db: Database): SmsProvider {
  if (config.provider === 'http') {
    return {
      async send(to, text) {
        const response = await fetch(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`Fournisseur SMS : HTTP ${response.status}`);
      },
    };
  }
  return { send: (to, text) => repo.insertSink(db, { channel: 'sms', recipient: to, body: text }) };
}

export type OutboxWorker = { runOnce(): Promise<number>; stop(): Promise<void> };

/** Polls the outbox and sends what is due. Several workers can run at once (see claimDue). */
export async function startOutboxWorker(options: {
  db: Database;
  mail: Config['mail'];
  sms: Config['sms'];
  pollMs: number;
  onError?: (error: unknown) => void;
}): Promise<OutboxWorker> {
  const { db } = options;
  const sink = options.mail.smtpUrl ? null : await startSmtpSink(db);
  const transport = nodemailer.createTransport(options.mail.smtpUrl ?? sink?.url ?? '');
  const sms = createSmsProvider(options.sms, db);

  async function deliver(message: repo.OutboxMessage) {
    if (message.channel === 'sms') return sms.send(message.recipient, message.bodyText);
    await transport.sendMail({
      from: options.mail.from,
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.bodyText,
      ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
    });
  }

  // Sending happens outside any transaction: a slow SMTP server must not hold database locks.
  async function runOnce(): Promise<number> {
    const due = await repo.claimDue(db, 20);
    for (const message of due) {
      try {
        await deliver(message);
        await repo.markSent(db, message.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await repo.markFailedAttempt(db, message.id, reason, retryDelaySeconds(message.attempts));
      }
    }
    return due.length;
  }

  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped) return;
    running = runOnce().catch((error: unknown) => options.onError?.(error));
  }, options.pollMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
      await sink?.close();
    },
  };
}
