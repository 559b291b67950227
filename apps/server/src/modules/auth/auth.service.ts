import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_AGE_MS,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type TTokenPair,
} from '@batir/shared';
import { COMMON_ERRORS } from '@batir/shared/contract';
import { AUTH_ERRORS } from '@batir/shared/contracts/auth';
import type { Role } from '@batir/shared/roles';
import { hash, verify } from '@node-rs/argon2';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database, Tx } from '../../db/client';
import { AppError, tooManyRequests, unauthorized } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { createReadCache } from '../../lib/read-cache';
import type { RequestContext } from '../../lib/request-context';
import { queueEmail } from '../outbox';
import * as repo from './auth.repository';
import { hashRefreshToken, newRefreshToken, TokenError, type TokenSigner } from './auth.tokens';

/**
 * How long a rotated refresh token may still be presented: the browser may leave a page (reload, link)
 * while a refresh is in flight, and then never receives the new cookie. A replay after that ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** How many checked tokens each process remembers, and for how long at most. */
const PRINCIPAL_CACHE_ENTRIES = 10_000;
const PRINCIPAL_CACHE_TTL_MS = 60_000;

/** `impersonatorId`, `impersonatorSessionId`: the staff member, and his session, behind a « prendre la main » session. */
export type Principal = {
  userId: number;
  sessionId: string;
  roles: Role[];
  expiresAt: Date;
  impersonatorId: number | null;
  impersonatorSessionId: string | null;
  /** A grid operator's salespeople (users.manager_id = him), whose records he reads; empty for anyone else. */
  team: number[];
};

/** Sessions that have just ended: one session, or every session of a user (and those he opened as someone else). */
export type EndedSessions = { sessionId: string } | { userId: number };

/**
 * How long a « prendre la main » session lasts at most. It has no refresh token: it ends with its access token,
 * or sooner when the staff member's own session or account ends (findSessionPrincipal).
 */
export const IMPERSONATION_SESSION_MS = 15 * 60_000;

export type AuthService = ReturnType<typeof createAuthService>;

/** Compared against when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password. */
const DUMMY_HASH = hash('mot-de-passe-factice-pour-le-temps-constant');

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Failed sign-ins on an account within an hour after which its holder is told (one mail a day at most). */
const FAILURES_BEFORE_ALERT = 10;

/** Tells the account holder that sign-ins failed, and what to do if it was not him. */
async function queueFailedLoginAlert(
  tx: Tx,
  user: { email: string; surname: string },
  recent: { failures: number; addresses: number },
) {
  const addresses =
    recent.addresses === 1
      ? 'depuis une seule adresse IP'
      : `depuis ${recent.addresses} adresses IP différentes`;
  await queueEmail(tx, {
    to: user.email,
    subject: 'Bâtir : tentatives de connexion à votre compte',
    text: [
      `Bonjour ${user.surname},`,
      '',
      `${recent.failures} tentatives de connexion à votre compte Bâtir ont échoué au cours de la dernière heure, ${addresses}.`,
      '',
      "Si c'était vous, vous n'avez rien à faire.",
      "Si ce n'était pas vous, quelqu'un essaie peut-être de deviner votre mot de passe : choisissez-en un nouveau, " +
        "que vous n'utilisez nulle part ailleurs, avec le lien « Mot de passe oublié » de la page de connexion.",
    ].join('\n'),
  });
}

export function createAuthService(deps: {
  db: Database;
  signer: TokenSigner;
  loginFailuresPerMinute: number;
  /** Lets a token already checked skip the database until a write may have ended its session. */
  changes?: ChangeFeed | undefined;
}) {
  const { db, signer } = deps;
  // Keyed by the token itself: the same string has the same valid signature. Bounded: one entry per token in use.
  const principals = createReadCache<Principal>(deps.changes, {
    maxEntries: PRINCIPAL_CACHE_ENTRIES,
    ttlMs: PRINCIPAL_CACHE_TTL_MS,
  });

  async function issueTokens(options: {
    userId: number;
    sessionId: string;
    sessionExpiresAt: Date;
    tx: Tx;
  }): Promise<TTokenPair> {
    const refresh = newRefreshToken();
    // Sliding inactivity limit, never beyond the session's absolute end.
    const refreshExpiresAt = new Date(
      Math.min(Date.now() + SESSION_IDLE_TIMEOUT_MS, options.sessionExpiresAt.getTime()),
    );
    await repo.insertRefreshToken(options.tx, {
      sessionId: options.sessionId,
      tokenHash: refresh.hash,
      expiresAt: refreshExpiresAt,
    });
    const access = await signer.sign({ userId: options.userId, sessionId: options.sessionId });
    return {
      accessToken: access.token,
      refreshToken: refresh.token,
      accessTokenExpiresAt: access.expiresAt.toISOString(),
      refreshTokenDate: refreshExpiresAt.toISOString(),
    };
  }

  const endedListeners = new Set<(ended: EndedSessions) => void>();

  /** Tells the listeners (plugins/realtime.ts closes the sockets) that these sessions are over. */
  function announceEnded(ended: EndedSessions) {
    for (const listener of endedListeners) listener(ended);
  }

  /** Opens a session of at most 7 days and issues its first token pair. */
  async function openSession(options: { tx: Tx; userId: number; context: RequestContext }) {
    const session = await repo.createSession(options.tx, {
      userId: options.userId,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_MS),
      ip: options.context.ip,
      userAgent: options.context.userAgent?.slice(0, 500) ?? null,
    });
    const pair = await issueTokens({
      userId: options.userId,
      sessionId: session.id,
      sessionExpiresAt: session.expiresAt,
      tx: options.tx,
    });
    return { sessionId: session.id, pair };
  }

  return {
    async login(options: { email: string; password: string; context: RequestContext }): Promise<TTokenPair> {
      const email = options.email.trim().toLowerCase();
      const { ip } = options.context;
      const addressKeys = [`ip:${ip}`];
      if ((await repo.countLoginFailures(db, addressKeys)) >= deps.loginFailuresPerMinute) {
        throw tooManyRequests(TOO_MANY_ATTEMPTS_MESSAGE);
      }
      // An e-mail that failed too often in the minute is locked only for the addresses that failed on it
      // within the hour; from any other its password is still checked (OWASP authentication cheat sheet):
      // a guesser cannot keep its owner out, and each of his addresses gets one guess an hour once locked.
      const account = await repo.findAccountFailures(db, email, ip);
      if (account.lastMinute >= deps.loginFailuresPerMinute && account.fromAddress) {
        throw tooManyRequests(TOO_MANY_ATTEMPTS_MESSAGE);
      }
      const user = await repo.findUserByEmail(db, email);
      const passwordOk = await verify(user?.passwordHash ?? (await DUMMY_HASH), options.password);
      if (!user || !passwordOk) {
        await db.transaction(async (tx) => {
          await repo.addLoginFailure(tx, addressKeys);
          const recent = await repo.addAccountFailure(tx, email, ip);
          // Claimed for unknown e-mails too: the same statements whether or not the account exists.
          if (
            recent.failures >= FAILURES_BEFORE_ALERT &&
            (await repo.claimFailureAlert(tx, email)) &&
            user?.isActive
          ) {
            await queueFailedLoginAlert(tx, user, recent);
          }
          await writeAudit(tx, {
            userId: user?.id ?? null,
            action: 'auth.login_failed',
            entity: 'user',
            entityId: user?.id ?? null,
            after: { email },
            ip: options.context.ip,
            requestId: options.context.requestId,
          });
        });
        throw new AppError(AUTH_ERRORS.INVALID_CREDENTIALS);
      }
      if (!user.isActive) {
        // Said only to someone who knows the password: it reveals nothing to a guesser.
        throw new AppError(AUTH_ERRORS.ACCOUNT_DISABLED);
      }
      if (user.accessExpiresAt && user.accessExpiresAt.getTime() <= Date.now()) {
        // Temporary customer accounts (POST /api/user/{id}/createTempAccess) end on their expiry date.
        throw new AppError(AUTH_ERRORS.TEMPORARY_ACCESS_EXPIRED);
      }
      return db.transaction(async (tx) => {
        await repo.recordLogin(tx, user.id);
        await repo.clearAccountFailures(tx, email, ip);
        const { sessionId, pair } = await openSession({ tx, userId: user.id, context: options.context });
        await writeAudit(tx, {
          userId: user.id,
          action: 'auth.login',
          entity: 'user',
          entityId: user.id,
          after: { sessionId },
          ip: options.context.ip,
          requestId: options.context.requestId,
        });
        return pair;
      });
    },

    openSession,

    /**
     * A staff member's « prendre la main » session in a customer's area: an access token only, no refresh
     * token (the window cannot renew it), and a session of IMPERSONATION_SESSION_MS at most, tied to the
     * staff member's own session and account (see findSessionPrincipal).
     */
    async openImpersonationSession(options: {
      tx: Tx;
      customerUserId: number;
      impersonator: { userId: number; sessionId: string };
      context: RequestContext;
    }) {
      const session = await repo.createSession(options.tx, {
        userId: options.customerUserId,
        impersonatorId: options.impersonator.userId,
        impersonatorSessionId: options.impersonator.sessionId,
        expiresAt: new Date(Date.now() + IMPERSONATION_SESSION_MS),
        ip: options.context.ip,
        userAgent: options.context.userAgent?.slice(0, 500) ?? null,
      });
      const access = await signer.sign({ userId: options.customerUserId, sessionId: session.id });
      const endsAt = Math.min(access.expiresAt.getTime(), session.expiresAt.getTime());
      return {
        sessionId: session.id,
        token: { accessToken: access.token, accessTokenExpiresAt: new Date(endsAt).toISOString() },
      };
    },

    /**
     * When a live session ends by itself if nothing renews it (its absolute end, or its inactivity limit:
     * the end of its newest refresh token); null once it has ended. Sockets (plugins/realtime.ts) outlive
     * their access token, not their session: they check again then.
     */
    async sessionEndsAt(principal: Pick<Principal, 'sessionId' | 'userId'>): Promise<Date | null> {
      const row = await repo.findSessionPrincipal(db, principal.sessionId, principal.userId);
      if (!row?.isActive || !row.sessionValid) return null;
      const idleEnd = await repo.idleEndOf(db, principal.sessionId);
      const end = Math.min(row.sessionExpiresAt.getTime(), idleEnd?.getTime() ?? Number.POSITIVE_INFINITY);
      return end > Date.now() ? new Date(end) : null;
    },

    /** Called with the sessions that have just ended, once the change is committed. */
    onSessionsEnded(listener: (ended: EndedSessions) => void): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    /**
     * The per-user cut-off: every session opened before now ends at once (password change, disabling).
     * Run it in the transaction of the change.
     */
    async endAllSessions(options: { tx: Tx; userId: number; reason: string }) {
      await repo.setSessionsCutoff(options.tx, options.userId);
      await repo.revokeUserSessions(options.tx, options.userId, options.reason);
      // The listeners must act after the commit: a socket closed sooner would reconnect while the session
      // still looks alive. The callers own the transaction, so wait, off their path, for the user's row
      // that the cut-off has just locked: the wait ends when the transaction does (either way).
      const { userId } = options;
      void repo.waitForUserWrites(db, userId).then(
        () => announceEnded({ userId }),
        () => announceEnded({ userId }),
      );
    },

    /**
     * Rotates a refresh token. A token already rotated means it was stolen or replayed: its whole session
     * ends, unless it was rotated less than REFRESH_REUSE_GRACE_MS ago (a page left mid-refresh).
     */
    async refresh(options: { refreshToken: string; context: RequestContext }): Promise<TTokenPair> {
      const tokenHash = hashRefreshToken(options.refreshToken);
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.lockRefreshToken(tx, tokenHash);
        if (!row) return { ok: false as const };
        const { token, session, user } = row;
        // Presented again a moment after its rotation: the browser left the page (a reload, a link)
        // before the new cookie arrived, and sends the one it still has. Not a theft: rotate again.
        const lateRetry = token.rotatedAt && Date.now() - token.rotatedAt.getTime() < REFRESH_REUSE_GRACE_MS;
        if (token.rotatedAt && !lateRetry) {
          const revoked = await repo.revokeSession(tx, session.id, 'reuse');
          if (revoked) {
            await writeAudit(tx, {
              userId: user.id,
              action: 'auth.refresh_reuse',
              entity: 'auth_session',
              entityId: session.id,
              ip: options.context.ip,
              requestId: options.context.requestId,
            });
            return { ok: false as const, revoked: session.id };
          }
          return { ok: false as const };
        }
        const now = Date.now();
        const usable =
          !session.revokedAt &&
          session.expiresAt.getTime() > now &&
          token.expiresAt.getTime() > now &&
          user.isActive &&
          (!user.accessExpiresAt || user.accessExpiresAt.getTime() > now) &&
          session.createdAt.getTime() >= user.sessionsValidAfter.getTime();
        if (!usable) return { ok: false as const };
        if (!token.rotatedAt) await repo.markRotated(tx, token.id);
        await repo.touchSession(tx, session.id);
        const pair = await issueTokens({
          userId: user.id,
          sessionId: session.id,
          sessionExpiresAt: session.expiresAt,
          tx,
        });
        return { ok: true as const, pair };
      });
      if (!outcome.ok) {
        if (outcome.revoked) announceEnded({ sessionId: outcome.revoked });
        throw new AppError(COMMON_ERRORS.SESSION_ENDED);
      }
      return outcome.pair;
    },

    /** Ends the session named by the refresh token and/or the access token the caller presents. */
    async logout(options: { refreshToken?: string; accessToken?: string; context: RequestContext }) {
      const sessionIds = new Set<string>();
      if (options.accessToken) {
        const claims = await signer.verify(options.accessToken).catch(() => null);
        if (claims) sessionIds.add(claims.sessionId);
      }
      const ended = await db.transaction(async (tx) => {
        const revokedIds: string[] = [];
        if (options.refreshToken) {
          const row = await repo.lockRefreshToken(tx, hashRefreshToken(options.refreshToken));
          if (row) sessionIds.add(row.session.id);
        }
        for (const sessionId of sessionIds) {
          const revoked = await repo.revokeSession(tx, sessionId, 'logout');
          if (revoked) {
            revokedIds.push(sessionId);
            await writeAudit(tx, {
              userId: revoked.userId,
              action: 'auth.logout',
              entity: 'auth_session',
              entityId: sessionId,
              ip: options.context.ip,
              requestId: options.context.requestId,
            });
          }
        }
        return revokedIds;
      });
      for (const sessionId of ended) announceEnded({ sessionId });
    },

    /**
     * Checks an access token and its session on every request: a revoked session or a cut-off ends it at
     * once. A token seen before is answered from memory until any write that may concern it (read-cache.ts).
     */
    async authenticate(accessToken: string): Promise<Principal> {
      const principal = await principals.get(accessToken, async () => {
        let claims: Awaited<ReturnType<TokenSigner['verify']>>;
        try {
          claims = await signer.verify(accessToken);
        } catch (error) {
          if (error instanceof TokenError && error.reason === 'expired')
            throw new AppError(COMMON_ERRORS.TOKEN_EXPIRED);
          throw unauthorized("Jeton d'authentification invalide.");
        }
        const row = await repo.findSessionPrincipal(db, claims.sessionId, claims.userId);
        if (!row?.isActive || !row.sessionValid) throw new AppError(COMMON_ERRORS.SESSION_ENDED);
        return {
          value: {
            userId: row.userId,
            sessionId: claims.sessionId,
            roles: row.roles,
            expiresAt: claims.expiresAt,
            impersonatorId: row.impersonatorId,
            impersonatorSessionId: row.impersonatorSessionId,
            team: row.team,
          },
          // The token's own end, or the session's if sooner: past it, checked again (and refused).
          until: Math.min(claims.expiresAt.getTime(), row.sessionExpiresAt.getTime()),
        };
      });
      return { ...principal, roles: [...principal.roles], team: [...principal.team] };
    },
  };
}
