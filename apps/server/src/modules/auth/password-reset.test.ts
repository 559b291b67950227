import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, demoUserId, login, nextIp, type TestApp } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { outboxMessages, passwordResets, sinkMessages } from '../../db/schema';
import { FORGOT_PASSWORD_ANSWER } from './password-reset.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ outboxPollMs: 60_000 });
});
afterAll(() => t.close());

const forgot = (email: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'PUT', url: '/api/users/forgotPassword', payload: { email }, remoteAddress });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'PUT', url: '/api/users/resetPassword', payload: { token, password } });

/** The reset links queued for `email`, oldest first, once `count` of them are (they leave after the answer). */
async function linksQueuedFor(email: string, count = 1): Promise<string[]> {
  return vi.waitFor(async () => {
    const mails = await t.database.db
      .select({ body: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(asc(outboxMessages.id));
    const tokens = mails.flatMap((mail) => mail.body.match(/forgotPassword\?token=([\w-]+)/)?.[1] ?? []);
    if (tokens.length < count) throw new Error(`${tokens.length} lien(s) envoyé(s) à ${email}`);
    return tokens;
  });
}

async function linkSentTo(email: string): Promise<string> {
  const [token] = await linksQueuedFor(email);
  if (!token) throw new Error(`aucun lien envoyé à ${email}`);
  return token;
}

/**
 * Holds every transaction of the database until `release()` and records the statements sent outside one:
 * what a request runs before it answers, apart from any work it leaves for later.
 */
function holdTransactions(db: Database) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  const transaction = db.transaction;
  const statements: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text: string };
    statements.push(typeof first === 'string' ? first : first.text);
    return query.apply(client, args);
  };
  db.transaction = (async (...args: Parameters<Database['transaction']>) => {
    await released;
    return transaction.apply(db, args);
  }) as Database['transaction'];
  return {
    /** The statements recorded since the last call. */
    take: () => statements.splice(0),
    release() {
      client.query = query;
      db.transaction = transaction;
      release();
    },
  };
}

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails a link only to real accounts', async () => {
    const known = await forgot('technique@demo.batir.fr');
    const unknown = await forgot('personne@exemple.fr');
    expect(known.json()).toEqual({ error: 0, message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    await linksQueuedFor('technique@demo.batir.fr');
    await t.app.outbox.runOnce();
    const mails = await t.database.db.select().from(sinkMessages);
    expect(mails.map((m) => m.recipient)).toContain('technique@demo.batir.fr');
    expect(mails.map((m) => m.recipient)).not.toContain('personne@exemple.fr');
    expect(mails[0]?.subject).toBe('Bâtir : réinitialisation de votre mot de passe');
  });

  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const session = await login(t.app, 'salesman');
    await forgot('commercial@demo.batir.fr');
    const token = await linkSentTo('commercial@demo.batir.fr');

    const weak = await reset(token, 'court');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toMatch(/8 caractères/);

    const done = await reset(token, 'Fondations2027');
    expect(done.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.accessToken) }))
        .statusCode,
    ).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'commercial@demo.batir.fr', password: 'Fondations2027' },
      remoteAddress: nextIp(),
    });
    expect(signIn.statusCode).toBe(200);

    const again = await reset(token, 'Fondations2028');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalide ou a expiré/);
  });

  it('answers before looking the account up: the same statements for a known and an unknown address', async () => {
    // Transactions held: the answer cannot wait for any work done in one (a link is written in one).
    const held = holdTransactions(t.database.db);
    try {
      const answered = async (email: string) => {
        const response = await Promise.race([
          forgot(email),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
        ]);
        if (!response) throw new Error(`la réponse pour ${email} attend le travail propre au compte`);
        return { body: response.json(), statements: held.take() };
      };
      const known = await answered('reseau@demo.batir.fr');
      const unknown = await answered('personne-non-plus@exemple.fr');
      expect(known.body).toEqual({ error: 0, message: FORGOT_PASSWORD_ANSWER });
      expect(unknown.body).toEqual(known.body);
      expect(known.statements.length).toBeGreaterThan(0);
      expect(unknown.statements).toEqual(known.statements);
      expect(known.statements.join('\n')).not.toMatch(/"users"/);
    } finally {
      held.release();
    }
    // The link is sent once the answer has left.
    expect(await linksQueuedFor('reseau@demo.batir.fr')).toHaveLength(1);
  });

  it("using one link cancels the account's other links", async () => {
    await forgot('client@demo.batir.fr');
    await forgot('client@demo.batir.fr');
    const [first, second] = await linksQueuedFor('client@demo.batir.fr', 2);
    if (!first || !second) throw new Error('deux liens attendus');
    expect((await reset(second, 'Fondations2027')).statusCode).toBe(200);
    const older = await reset(first, 'Fondations2028');
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toMatch(/invalide ou a expiré/);
    const links = await t.database.db
      .select({ usedAt: passwordResets.usedAt })
      .from(passwordResets)
      .where(eq(passwordResets.userId, await demoUserId(t, 'customer')));
    expect(links).toHaveLength(2);
    expect(links.filter((link) => link.usedAt === null)).toEqual([]);
  });

  it('is rate-limited per address', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await forgot(`inconnu${i}@exemple.fr`, address)).statusCode).toBe(200);
    const sixth = await forgot('inconnu6@exemple.fr', address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Trop de demandes/);
  });
});

describe('customer forgot password (POST /api/customerForgotPassword, spec 2 §7.2)', () => {
  const customerForgot = (email: string, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/customerForgotPassword', payload: { email }, remoteAddress });

  /** The page of the last link mailed to `email` (path without the token). */
  async function linkPageOf(email: string): Promise<string | undefined> {
    return vi.waitFor(async () => {
      const [mail] = await t.database.db
        .select({ body: outboxMessages.bodyText })
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, email))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      const page = mail?.body.match(/https?:\/\/[^/\s]+(\/\S+)\?token=[\w-]+/)?.[1];
      if (!page) throw new Error(`aucun lien envoyé à ${email}`);
      return page;
    });
  }

  it('answers like the staff form, and mails the customer a link to his own area', async () => {
    const known = await customerForgot('client@demo.batir.fr');
    const unknown = await customerForgot('personne-encore@exemple.fr');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ error: 0, message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    expect(await linkPageOf('client@demo.batir.fr')).toBe('/clients/forgotPassword');
  });

  it('sends each account to its own space, whichever form was used', async () => {
    await customerForgot('l.chevalier@demo.batir.fr');
    expect(await linkPageOf('l.chevalier@demo.batir.fr')).toBe('/v2/admin/forgotPassword');
    await forgot('p.girard@demo.batir.fr');
    expect(await linkPageOf('p.girard@demo.batir.fr')).toBe('/v2/admin/forgotPassword');
  });

  it('shares the rate limit of the staff form', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++) {
      const ask = i % 2 === 0 ? customerForgot : forgot;
      expect((await ask(`absent${i}@exemple.fr`, address)).statusCode).toBe(200);
    }
    const sixth = await customerForgot('absent6@exemple.fr', address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Trop de demandes/);
  });
});
