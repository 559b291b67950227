import {
  EXPIRED_TOKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  REFRESH_COOKIE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@batir/shared';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_ACCOUNTS,
  login,
  nextIp,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../../test/helpers';
import { auditLog, authSessions, outboxMessages, refreshTokens, users } from '../../db/schema';
import { REFRESH_REUSE_GRACE_MS } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/token/refresh?refresh_token=${encodeURIComponent(refreshToken)}`,
  });
const postLogin = (payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

/** Signs a token with the server's secret, as an attacker who stole the secret could not, to isolate one check. */
async function craftToken(options: {
  sub?: string;
  sid?: string;
  exp?: number;
  aud?: string;
  typ?: string;
  alg?: string;
  tokenUse?: string;
}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sid: options.sid ?? '00000000-0000-0000-0000-000000000000',
    token_use: options.tokenUse ?? 'access',
  })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: options.typ ?? 'at+jwt' })
    .setSubject(options.sub ?? '1')
    .setIssuer('batir')
    .setAudience(options.aud ?? 'batir-api')
    .setIssuedAt(now - 60)
    .setExpirationTime(options.exp ?? now + 600)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

function claimsOf(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
}

describe('POST /api/auth/login', () => {
  it('answers a token pair, sets the HttpOnly refresh cookie and writes the audit log', async () => {
    const response = await postLogin({ email: 'Admin@Demo.Batir.fr ', password: 'Demo1234!' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.error).toBe(0);
    expect(body.token.accessToken.split('.')).toHaveLength(3);
    expect(body.token.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(new Date(body.token.refreshTokenDate).getTime()).toBeGreaterThan(Date.now() + 7_100_000);
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({
      value: body.token.refreshToken,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api',
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login'));
    expect(audit.length).toBeGreaterThan(0);
    // Refresh tokens are never stored in clear.
    const stored = await t.database.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.map((row) => row.hash)).not.toContain(body.token.refreshToken);
  });

  it('gives the same French 401 for a wrong password and for an unknown e-mail', async () => {
    const wrongPassword = await postLogin({ email: DEMO_ACCOUNTS.admin, password: 'mauvais' });
    const unknownEmail = await postLogin({ email: 'personne@demo.batir.fr', password: 'mauvais' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 401,
        code: 'INVALID_CREDENTIALS',
        message: INVALID_CREDENTIALS_MESSAGE,
      });
    }
  });

  it('names the invalid fields in French', async () => {
    const response = await postLogin({ email: 'pas-un-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: 'Adresse e-mail invalide',
      password: 'Saisissez votre mot de passe',
    });
    const missing = await postLogin({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['email', 'password']);
  });

  it('after 10 failures in a minute, refuses an account to the addresses that failed, not to its owner elsewhere', async () => {
    // Known or not, an e-mail is locked the same way: the lock does not tell which accounts exist.
    for (const email of [DEMO_ACCOUNTS.technical, 'inconnu-verrou@exemple.fr']) {
      const attackers = Array.from({ length: 10 }, () => nextIp());
      for (const [attempt, address] of attackers.entries()) {
        const response = await postLogin({ email, password: `faux-${attempt}` }, address);
        expect(response.statusCode).toBe(401);
      }
      // An address that failed is refused, even with the right password, while the account is locked.
      const again = await postLogin({ email, password: 'Demo1234!' }, attackers[0]);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ error: 429, code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS_MESSAGE });
      // A new address has its password checked: a wrong one is refused as usual, then that address is locked out.
      const newcomer = nextIp();
      expect((await postLogin({ email, password: 'faux' }, newcomer)).statusCode).toBe(401);
      expect((await postLogin({ email, password: 'Demo1234!' }, newcomer)).statusCode).toBe(429);
    }
    // The owner, from an address without failures, signs in: nobody can keep the account locked.
    const owner = await postLogin({ email: DEMO_ACCOUNTS.technical, password: 'Demo1234!' });
    expect(owner.statusCode).toBe(200);
  });

  it('mails the account holder, in French, after 10 failures in an hour, at most once a day', async () => {
    const email = DEMO_ACCOUNTS.gridOperator;
    const alerts = () =>
      t.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, email),
            eq(outboxMessages.subject, 'Bâtir : tentatives de connexion à votre compte'),
          ),
        );
    const addresses = [nextIp(), nextIp(), nextIp()];
    for (let attempt = 0; attempt < 9; attempt++) {
      await postLogin({ email, password: `faux-${attempt}` }, addresses[attempt % 3]);
    }
    expect(await alerts()).toEqual([]);
    expect((await postLogin({ email, password: 'faux-9' }, addresses[0])).statusCode).toBe(401);
    const [alert, ...others] = await alerts();
    expect(others).toEqual([]);
    expect(alert?.bodyText).toContain('10 tentatives de connexion à votre compte Bâtir ont échoué');
    expect(alert?.bodyText).toContain('depuis 3 adresses IP différentes');
    expect(alert?.bodyText).toContain('« Mot de passe oublié »');

    // More failures the same day: no second mail.
    for (let attempt = 0; attempt < 10; attempt++) await postLogin({ email, password: 'faux' });
    expect(await alerts()).toHaveLength(1);
    // A day later, a new series is reported again.
    await t.database.db.execute(sql`update login_failure_alerts set sent_at = sent_at - interval '1 day'`);
    await postLogin({ email, password: 'faux' });
    expect(await alerts()).toHaveLength(2);
  });

  it('counts only the last hour of failures for the mail', async () => {
    const email = DEMO_ACCOUNTS.craftsman;
    for (let attempt = 0; attempt < 9; attempt++) await postLogin({ email, password: 'faux' });
    await t.database.db.execute(
      sql`update login_failure_events set failed_at = failed_at - interval '61 minutes' where account = ${email}`,
    );
    await postLogin({ email, password: 'faux' });
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    expect(mails).toEqual([]);
  });

  it('refuses the 11th wrong password in a minute from one address, whatever the accounts tried', async () => {
    const address = nextIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await postLogin({ email: `inconnu${attempt}@exemple.fr`, password: 'x' }, address);
      expect(response.statusCode).toBe(401);
    }
    expect(
      (await postLogin({ email: DEMO_ACCOUNTS.salesman, password: 'Demo1234!' }, address)).statusCode,
    ).toBe(429);
    // Another address is not affected.
    expect((await postLogin({ email: DEMO_ACCOUNTS.salesman, password: 'Demo1234!' })).statusCode).toBe(200);
  });

  it('counts failures again once the minute is over', async () => {
    const address = nextIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await postLogin({ email: 'fenetre@exemple.fr', password: 'x' }, address);
    }
    expect((await postLogin({ email: 'fenetre@exemple.fr', password: 'x' }, address)).statusCode).toBe(429);
    await t.database.db.execute(sql`update login_failures set window_start = now() - interval '61 seconds'`);
    await t.database.db.execute(
      sql`update login_failure_events set failed_at = failed_at - interval '61 seconds' where account = 'fenetre@exemple.fr'`,
    );
    expect((await postLogin({ email: 'fenetre@exemple.fr', password: 'x' }, address)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('lets GET /api/auth_tester check a valid token', async () => {
    const { accessToken } = await login(t.app, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth_tester',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ error: 0, userId: 1 });
  });

  it("answers 401 'Expired JWT Token' for an expired token", async () => {
    const { accessToken } = await login(t.app, 'admin');
    const { sub, sid } = claimsOf(accessToken);
    const expired = await craftToken({ sub, sid, exp: Math.floor(Date.now() / 1000) - 5 });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth_tester', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(EXPIRED_TOKEN_MESSAGE);
  });

  it('refuses tampered, unsigned, other-algorithm, other-audience and other-type tokens', async () => {
    const { accessToken } = await login(t.app, 'salesman');
    const { sub, sid } = claimsOf(accessToken);
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const elevated = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const candidates = {
      tampered: `${header}.${elevated}.${signature}`,
      badSignature: `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      none,
      hs512: await craftToken({ sub, sid, alg: 'HS512' }),
      otherAudience: await craftToken({ sub, sid, aud: 'autre-api' }),
      otherHeaderType: await craftToken({ sub, sid, typ: 'JWT' }),
      refreshUse: await craftToken({ sub, sid, tokenUse: 'refresh' }),
      unknownSession: await craftToken({ sub }),
      garbage: 'pas.un.jeton',
    };
    for (const [name, token] of Object.entries(candidates)) {
      const response = await getUser(token);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().error, name).toBe(401);
    }
  });

  it('refuses a request without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Authentification requise.');
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works, and the old refresh token cannot be used twice', async () => {
    const first = await login(t.app, 'admin');
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().token;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await getUser(second.accessToken)).statusCode).toBe(200);
    expect(rotated.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe(second.refreshToken);
  });

  it('a page left mid-refresh may send its old refresh token again for a moment: a new pair, not an alarm', async () => {
    const first = await login(t.app, 'salesman');
    const second = (await refresh(first.refreshToken)).json().token;
    const retry = await refresh(first.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect((await getUser(retry.json().token.accessToken)).statusCode).toBe(200);
    expect((await getUser(second.accessToken)).statusCode).toBe(200);
  });

  it('a reused refresh token revokes its whole family, including tokens issued after it', async () => {
    const first = await login(t.app, 'technical');
    const second = (await refresh(first.refreshToken)).json().token;
    // Rotated longer ago than the grace period: a replay.
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_MS / 1000 + 1})` })
      .where(sql`${refreshTokens.rotatedAt} is not null`);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await getUser(second.accessToken)).statusCode).toBe(401);
    const [session] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, claimsOf(second.accessToken).sid));
    expect(session?.revokedReason).toBe('reuse');
    // Other sessions of the same user are untouched.
    expect((await getUser((await login(t.app, 'technical')).accessToken)).statusCode).toBe(200);
  });

  it('accepts the refresh token from the cookie', async () => {
    const first = await login(t.app, 'salesman');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/token/refresh',
      cookies: { [REFRESH_COOKIE]: first.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token.accessToken).toBeTruthy();
  });

  it('ends a session idle for 2 hours, and any session after 7 days', async () => {
    const idle = await login(t.app, 'gridOperator');
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.sessionId, claimsOf(idle.accessToken).sid));
    expect((await refresh(idle.refreshToken)).statusCode).toBe(401);

    const old = await login(t.app, 'gridOperator');
    await t.database.db
      .update(authSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authSessions.id, claimsOf(old.accessToken).sid));
    expect((await refresh(old.refreshToken)).statusCode).toBe(401);
    expect((await getUser(old.accessToken)).statusCode).toBe(401);
  });

  it('answers 401 in French for an unknown refresh token', async () => {
    const unknown = await refresh('inconnu');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toMatch(/session a pris fin/);
  });

  it('answers 200 with a null token when no refresh token is sent (a browser not signed in)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/token/refresh' });
      expect(response.statusCode, method).toBe(200);
      expect(response.json(), method).toEqual({ error: 0, token: null });
      expect(response.headers['set-cookie'], method).toBeUndefined();
    }
  });
});

describe('ending sessions', () => {
  it('logout revokes the access and the refresh token at once', async () => {
    const pair = await login(t.app, 'admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(pair.accessToken),
      cookies: { [REFRESH_COOKIE]: pair.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');
    expect((await getUser(pair.accessToken)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('disabling an account or moving its cut-off ends its sessions', async () => {
    const disabled = await login(t.app, 'craftsman');
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, DEMO_ACCOUNTS.craftsman));
    expect((await getUser(disabled.accessToken)).statusCode).toBe(401);
    expect((await refresh(disabled.refreshToken)).statusCode).toBe(401);
    const again = await postLogin({ email: DEMO_ACCOUNTS.craftsman, password: 'Demo1234!' });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/désactivé/);

    const cut = await login(t.app, 'customer');
    // What a password change does: every session opened before now is over.
    await t.database.db
      .update(users)
      .set({ sessionsValidAfter: sql`now()` })
      .where(eq(users.email, DEMO_ACCOUNTS.customer));
    expect((await getUser(cut.accessToken)).statusCode).toBe(401);
    expect((await refresh(cut.refreshToken)).statusCode).toBe(401);
    expect((await getUser((await login(t.app, 'customer')).accessToken)).statusCode).toBe(200);
  });
});

describe('GET /api/token/refresh?include=user (the app starting up: one round trip)', () => {
  const refreshWithUser = (refreshToken: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/token/refresh?include=user&refresh_token=${encodeURIComponent(refreshToken)}`,
    });

  it('carries what GET /api/user answers with the new token; without include=user, only the token', async () => {
    const salesman = await login(t.app, 'salesman');
    const response = await refreshWithUser(salesman.refreshToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.error).toBe(0);
    expect(body.token.accessToken).toEqual(expect.any(String));
    const user = await getUser(body.token.accessToken);
    expect(user.statusCode).toBe(200);
    expect(body.currentUser).toEqual(user.json());
    expect(body.currentUser.user.email).toBe(DEMO_ACCOUNTS.salesman);

    const plain = await refresh(body.token.refreshToken);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({
      error: 0,
      token: expect.objectContaining({ accessToken: expect.any(String) }),
    });
    expect(await refreshWithUser('not-a-token').then((r) => r.statusCode)).toBe(401);
  });

  it('leaves the user out during maintenance for those it stops, not for administrators', async () => {
    const admin = await login(t.app, 'admin');
    const salesman = await login(t.app, 'salesman');
    const setMaintenance = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/maintenance',
        headers: bearer(admin.accessToken),
        payload: { enabled, message: 'Mise à jour en cours.' },
      });
    expect((await setMaintenance(true)).statusCode).toBe(200);
    try {
      const blocked = await refreshWithUser(salesman.refreshToken);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().token.accessToken).toEqual(expect.any(String));
      expect(blocked.json()).not.toHaveProperty('currentUser');
      const kept = await refreshWithUser(admin.refreshToken);
      expect(kept.json().currentUser.user.email).toBe(DEMO_ACCOUNTS.admin);
    } finally {
      await setMaintenance(false);
    }
  });
});
