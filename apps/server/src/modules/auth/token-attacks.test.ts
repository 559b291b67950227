import { EXPIRED_TOKEN_MESSAGE } from '@batir/shared/constants';
import { SESSION_ENDED_MESSAGE } from '@batir/shared/messages';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, sqlRows, TEST_JWT_SECRET, type TestApp } from '../../../test/helpers';
import { refreshTokens } from '../../db/schema';
import { REFRESH_REUSE_GRACE_MS } from './auth.service';

/**
 * Forged and replayed tokens (issue 7 item 6), aimed at a route that writes (a new announcement, admins
 * only) rather than a read: each is refused 401 with a French message, and nothing is written.
 * auth.test.ts checks the token rules one by one on reads; this file checks the attacks end to end.
 */

const INVALID_TOKEN_MESSAGE = "Jeton d'authentification invalide.";

let t: TestApp;
let admin: { accessToken: string; refreshToken: string };
let salesman: { accessToken: string; refreshToken: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  salesman = await login(t.app, 'salesman');
});
afterAll(() => t?.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString()) as Record<string, unknown>;

async function announcementCount(): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from announcements`,
  );
  return row?.n ?? 0;
}

/** A valid announcement: only the token decides. */
function postAnnouncement(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/announcement',
    headers: bearer(token),
    payload: {
      title: 'Annonce piégée',
      content: 'Ne doit jamais être enregistrée.',
      startingDate: '2026-01-01T08:00:00+01:00',
    },
  });
}

/** Signs like the server, with any secret, header and claims. */
async function sign(options: {
  secret?: string;
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
  exp?: number;
}) {
  const now = Math.floor(Date.now() / 1000);
  const base = claimsOf(admin.accessToken);
  return new SignJWT({ ...base, ...options.claims, exp: options.exp ?? now + 600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', ...options.header } as { alg: string })
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

function expectFrench401(
  response: Awaited<ReturnType<typeof postAnnouncement>>,
  label: string,
  message: string,
) {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(401);
  // The code the web app acts on: renew an expired token, sign in again otherwise.
  const code =
    message === EXPIRED_TOKEN_MESSAGE
      ? 'TOKEN_EXPIRED'
      : message === SESSION_ENDED_MESSAGE
        ? 'SESSION_ENDED'
        : 'UNAUTHENTICATED';
  expect(response.json(), label).toEqual({ error: 401, code, message });
  expect(response.body, label).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
}

describe('forged access tokens on a route that writes', () => {
  it('the genuine admin token is accepted (the route and the payload are right)', async () => {
    const before = await announcementCount();
    const response = await postAnnouncement(admin.accessToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(await announcementCount()).toBe(before + 1);
  });

  it("refuses `alg: none` in every spelling, even claiming the admin's own session", async () => {
    const before = await announcementCount();
    const [, payload, signature] = parts(admin.accessToken);
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const header = b64({ alg, typ: 'at+jwt' });
      expectFrench401(
        await postAnnouncement(`${header}.${payload}.`),
        `${alg} unsigned`,
        INVALID_TOKEN_MESSAGE,
      );
      expectFrench401(
        await postAnnouncement(`${header}.${payload}.${signature}`),
        `${alg} with the old signature`,
        INVALID_TOKEN_MESSAGE,
      );
    }
    expect(await announcementCount()).toBe(before);
  });

  it('refuses a tampered payload or signature, another secret, another algorithm or a forged key header', async () => {
    const before = await announcementCount();
    const [header, payload, signature] = parts(salesman.accessToken);
    // The salesman's token, promoted to the admin's account.
    const promoted = b64({ ...claimsOf(salesman.accessToken), sub: claimsOf(admin.accessToken).sub });
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const forged = {
      promotedPayload: `${header}.${promoted}.${signature}`,
      flippedSignature: `${parts(admin.accessToken)[0]}.${parts(admin.accessToken)[1]}.${flipped}`,
      emptySignature: `${parts(admin.accessToken)[0]}.${parts(admin.accessToken)[1]}.`,
      swappedSignature: `${parts(admin.accessToken)[0]}.${parts(admin.accessToken)[1]}.${signature}`,
      otherSecret: await sign({ secret: 'un-autre-secret-un-autre-secret-un-autre-secret' }),
      hs512: await sign({ header: { alg: 'HS512' } }),
      keyUrlHeader: await sign({
        secret: 'cle-de-l-attaquant-cle-de-l-attaquant-cle',
        header: { jku: 'https://attaquant.example/jwks.json', kid: '../../../../dev/null' },
      }),
      rs256Label: `${b64({ alg: 'RS256', typ: 'at+jwt' })}.${parts(admin.accessToken)[1]}.${parts(admin.accessToken)[2]}`,
      twoParts: `${header}.${payload}`,
      huge: `${header}.${'A'.repeat(20_000)}.${signature}`,
    };
    for (const [label, token] of Object.entries(forged)) {
      expectFrench401(await postAnnouncement(token), label, INVALID_TOKEN_MESSAGE);
    }
    expect(await announcementCount()).toBe(before);
  });

  it("refuses an expired token with the spec's fixed message, which the web app acts on", async () => {
    const before = await announcementCount();
    const expired = await sign({ exp: Math.floor(Date.now() / 1000) - 5 });
    // Spec 1 §4: the client refreshes when it reads exactly 'Expired JWT Token'.
    expectFrench401(await postAnnouncement(expired), 'expired', EXPIRED_TOKEN_MESSAGE);
    expect(await announcementCount()).toBe(before);
  });

  it('refuses a refresh token presented as an access token', async () => {
    const before = await announcementCount();
    expectFrench401(await postAnnouncement(admin.refreshToken), 'refresh as access', INVALID_TOKEN_MESSAGE);
    expect(await announcementCount()).toBe(before);
  });
});

describe('replayed refresh tokens (spec 1 §7.1)', () => {
  const refresh = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/token/refresh?refresh_token=${encodeURIComponent(token)}` });

  it('a rotated refresh token used again is refused in French and ends the whole session', async () => {
    const first = await login(t.app, 'admin');
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().token as { accessToken: string; refreshToken: string };
    // Past the short grace period for a page that retries mid-refresh: a replay.
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_MS / 1000 + 1})` })
      .where(sql`${refreshTokens.rotatedAt} is not null`);

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 401, code: 'SESSION_ENDED', message: SESSION_ENDED_MESSAGE });
    // The thief's replay also locks out whoever holds the newer pair: both must sign in again.
    expect((await refresh(second.refreshToken)).json()).toEqual({
      error: 401,
      code: 'SESSION_ENDED',
      message: SESSION_ENDED_MESSAGE,
    });
    const before = await announcementCount();
    expectFrench401(await postAnnouncement(second.accessToken), 'access after replay', SESSION_ENDED_MESSAGE);
    expect(await announcementCount()).toBe(before);
  });

  it('an access token presented as a refresh token is refused in French, and gives no new pair', async () => {
    const response = await refresh(admin.accessToken);
    expect([400, 401]).toContain(response.statusCode);
    const body = response.json();
    expect(body.error).toBe(response.statusCode);
    expect(body.message).toMatch(/^(Données invalides|Votre session a pris fin)/);
    expect(body.token).toBeUndefined();
  });
});
