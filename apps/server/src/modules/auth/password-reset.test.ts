import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, nextIp, type TestApp } from '../../../test/helpers';
import { sinkMessages } from '../../db/schema';
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

async function linkSentTo(email: string): Promise<string> {
  await t.app.outbox.runOnce();
  const [mail] = await t.database.db.select().from(sinkMessages).where(eq(sinkMessages.recipient, email));
  const token = mail?.body.match(/forgotPassword\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`aucun lien envoyé à ${email}`);
  return token;
}

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails a link only to real accounts', async () => {
    const known = await forgot('technique@demo.batir.fr');
    const unknown = await forgot('personne@exemple.fr');
    expect(known.json()).toEqual({ error: 0, message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());
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

  it('is rate-limited per address', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await forgot(`inconnu${i}@exemple.fr`, address)).statusCode).toBe(200);
    const sixth = await forgot('inconnu6@exemple.fr', address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Trop de demandes/);
  });
});
