import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { outboxMessages, sinkMessages } from '../../db/schema';
import { queueEmail, queueSms, retryDelaySeconds } from './outbox.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ outboxPollMs: 60_000 });
});
afterAll(() => t.close());

describe('outbox', () => {
  it('sends queued e-mails through SMTP (the local sink) and SMS through the provider', async () => {
    await queueEmail(t.database.db, {
      to: 'helene.lefevre@exemple.fr',
      subject: 'Votre rendez-vous du 3 décembre',
      text: 'Bonjour Hélène, votre conseiller vous attend à 14 h.',
    });
    await queueSms(t.database.db, {
      to: '0611223344',
      text: 'Bâtir : rendez-vous confirmé le 3 décembre à 14 h.',
    });
    expect(await t.app.outbox.runOnce()).toBe(2);

    const sink = await t.database.db.select().from(sinkMessages);
    expect(sink.map(({ channel, recipient, subject }) => ({ channel, recipient, subject }))).toEqual(
      expect.arrayContaining([
        {
          channel: 'email',
          recipient: 'helene.lefevre@exemple.fr',
          subject: 'Votre rendez-vous du 3 décembre',
        },
        { channel: 'sms', recipient: '0611223344', subject: null },
      ]),
    );
    expect(sink.find((m) => m.channel === 'email')?.body).toContain('votre conseiller vous attend');
    const statuses = await t.database.db.select({ status: outboxMessages.status }).from(outboxMessages);
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
    expect(await t.app.outbox.runOnce()).toBe(0);

    const admin = (await login(t.app, 'admin')).accessToken;
    const listed = await t.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(admin) });
    expect(listed.json().sink.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps queued messages across a restart and retries failures with backoff', async () => {
    // A server whose SMS provider is unreachable.
    const failing = await buildApp({
      config: { ...t.config, sms: { provider: 'http', url: 'http://127.0.0.1:9/sms' }, outboxPollMs: 60_000 },
      db: t.database.db,
      logger: false,
    });
    await failing.ready();
    await queueSms(t.database.db, { to: '0622334455', text: 'Relance de votre dossier.' });
    expect(await failing.outbox.runOnce()).toBe(1);
    const [afterFailure] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '0622334455'));
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure?.lastError).toBeTruthy();
    expect(afterFailure?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await failing.close();

    // After the "restart", the message is still there; once due, the working server sends it.
    await t.database.db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.recipient, '0622334455'));
    expect(await t.app.outbox.runOnce()).toBe(1);
    const [sent] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '0622334455'));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('backs off 30 s, 1 min, 2 min… and gives up after 8 attempts', () => {
    expect([0, 1, 2, 3].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(7)).toBeNull();
  });

  it('is for admins only', async () => {
    const salesman = (await login(t.app, 'salesman')).accessToken;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(salesman) })).statusCode,
    ).toBe(403);
  });
});
