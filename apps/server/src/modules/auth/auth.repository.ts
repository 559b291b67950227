import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Db, Tx } from '../../db/client';
import {
  authSessions,
  loginFailureAlerts,
  loginFailureEvents,
  loginFailures,
  passwordResets,
  refreshTokens,
  users,
} from '../../db/schema';
import { isSalespersonSql, leadsTeamSql } from '../../lib/policy-sql';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function createSession(
  db: Db,
  values: {
    userId: number;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
    impersonatorId?: number;
    impersonatorSessionId?: string;
  },
) {
  const [session] = await db.insert(authSessions).values(values).returning();
  if (!session) throw new Error('session not created');
  return session;
}

export async function insertRefreshToken(
  db: Db,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

/** The refresh token with its session and user, locked so two refreshes of the same token cannot both rotate it. */
export async function lockRefreshToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({ token: refreshTokens, session: authSessions, user: users })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens })
    .limit(1);
  return row;
}

export async function markRotated(tx: Tx, tokenId: number) {
  await tx.update(refreshTokens).set({ rotatedAt: sql`now()` }).where(eq(refreshTokens.id, tokenId));
}

export async function touchSession(tx: Tx, sessionId: string) {
  await tx.update(authSessions).set({ lastRefreshedAt: sql`now()` }).where(eq(authSessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, reason: string) {
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), sql`${authSessions.revokedAt} is null`))
    .returning({ id: authSessions.id, userId: authSessions.userId });
  return revoked[0];
}

/** What an authenticated request needs, in one indexed query: the user and the state of its session. */
/** Checked on every request: prepared once per database (a named statement, planned once per connection). */
export async function findSessionPrincipal(db: Database, sessionId: string, userId: number) {
  let query = sessionPrincipalQueries.get(db);
  if (!query) {
    query = sessionPrincipalQuery(db);
    sessionPrincipalQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, userId });
  return row;
}

const sessionPrincipalQueries = new WeakMap<Database, ReturnType<typeof sessionPrincipalQuery>>();

/**
 * When a session falls idle if nothing renews it: the end of its newest refresh token (null for a session
 * with none, a « prendre la main » one).
 */
export async function idleEndOf(db: Database, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: sql<Date | string | null>`max(${refreshTokens.expiresAt})` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), sql`${refreshTokens.rotatedAt} is null`));
  return row?.endsAt ? new Date(row.endsAt) : null;
}

const impersonator = alias(users, 'impersonator');
const openerSession = alias(authSessions, 'opener_session');

/**
 * A « prendre la main » session (impersonator set) also needs its author: still active, his own cut-off
 * (password change, archive) older than this session, and the session he opened it from still alive.
 */
function sessionPrincipalQuery(db: Database) {
  return db
    .select({
      userId: users.id,
      roles: users.roles,
      isActive: users.isActive,
      sessionExpiresAt: authSessions.expiresAt,
      impersonatorId: authSessions.impersonatorId,
      impersonatorSessionId: authSessions.impersonatorSessionId,
      // A grid operator reads the records of the salespeople he manages (project-access followedSalesmen):
      // loaded with the session, so every rule reads it without a query. Nobody else has a team.
      team: sql<number[]>`case when ${leadsTeamSql(sql`${users.roles}`)}
        then array(select m.id from users m
          where m.manager_id = ${users.id} and ${isSalespersonSql(sql`m.roles`)} order by m.id)
        else '{}'::int[] end`,
      sessionValid: sql<boolean>`(${authSessions.revokedAt} is null
        and ${authSessions.expiresAt} > now()
        and ${authSessions.createdAt} >= ${users.sessionsValidAfter}
        and (${authSessions.impersonatorId} is null or coalesce(
          ${impersonator.isActive}
          and ${authSessions.createdAt} >= ${impersonator.sessionsValidAfter}
          and ${openerSession.revokedAt} is null
          and ${openerSession.expiresAt} > now(), false)))`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(impersonator, eq(impersonator.id, authSessions.impersonatorId))
    .leftJoin(openerSession, eq(openerSession.id, authSessions.impersonatorSessionId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('session_principal');
}

export async function recordLogin(tx: Tx, userId: number) {
  await tx.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
}

/** Failures counted for each key in its current one-minute window (expired windows count 0). */
export async function countLoginFailures(db: Db, keys: string[]): Promise<number> {
  const rows = await db
    .select({ failures: loginFailures.failures })
    .from(loginFailures)
    .where(
      and(inArray(loginFailures.key, keys), sql`${loginFailures.windowStart} > now() - interval '1 minute'`),
    );
  return Math.max(0, ...rows.map((row) => row.failures));
}

/** Adds one failure to each key, opening a new window when the previous one is over. */
export async function addLoginFailure(db: Db, keys: string[]) {
  for (const key of keys) {
    await db
      .insert(loginFailures)
      .values({ key, windowStart: sql`now()`, failures: 1 })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.windowStart} > now() - interval '1 minute'
            then ${loginFailures.failures} + 1 else 1 end`,
          windowStart: sql`case when ${loginFailures.windowStart} > now() - interval '1 minute'
            then ${loginFailures.windowStart} else now() end`,
        },
      });
  }
}

const LAST_HOUR = sql`now() - interval '1 hour'`;

/** The e-mail's failed sign-ins of the last minute, and whether `ip` failed on it within the last hour. */
export async function findAccountFailures(db: Db, account: string, ip: string) {
  const [row] = await db
    .select({
      lastMinute:
        sql<number>`count(*) filter (where ${loginFailureEvents.failedAt} > now() - interval '1 minute')`.mapWith(
          Number,
        ),
      fromAddress: sql<boolean>`coalesce(bool_or(${loginFailureEvents.ip} = ${ip}), false)`,
    })
    .from(loginFailureEvents)
    .where(and(eq(loginFailureEvents.account, account), gt(loginFailureEvents.failedAt, LAST_HOUR)));
  return row ?? { lastMinute: 0, fromAddress: false };
}

/**
 * Records a failed sign-in on the e-mail from `ip`, forgets its failures older than an hour, and answers how
 * many failed within the hour and from how many addresses.
 */
export async function addAccountFailure(tx: Tx, account: string, ip: string) {
  await tx
    .delete(loginFailureEvents)
    .where(and(eq(loginFailureEvents.account, account), lte(loginFailureEvents.failedAt, LAST_HOUR)));
  await tx.insert(loginFailureEvents).values({ account, ip });
  const [row] = await tx
    .select({
      failures: sql<number>`count(*)`.mapWith(Number),
      addresses: sql<number>`count(distinct ${loginFailureEvents.ip})`.mapWith(Number),
    })
    .from(loginFailureEvents)
    .where(eq(loginFailureEvents.account, account));
  return row ?? { failures: 1, addresses: 1 };
}

/** After a success from `ip`: its failures on the e-mail were its owner's typing errors. */
export async function clearAccountFailures(tx: Tx, account: string, ip: string) {
  await tx
    .delete(loginFailureEvents)
    .where(and(eq(loginFailureEvents.account, account), eq(loginFailureEvents.ip, ip)));
}

/**
 * Takes the e-mail's failed sign-in mail of the day: true for one caller a day at most, however many
 * failures run at once (the row lock of the upsert orders them).
 */
export async function claimFailureAlert(tx: Tx, account: string): Promise<boolean> {
  const claimed = await tx
    .insert(loginFailureAlerts)
    .values({ account, sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailureAlerts.account,
      set: { sentAt: sql`now()` },
      setWhere: sql`${loginFailureAlerts.sentAt} <= now() - interval '1 day'`,
    })
    .returning({ account: loginFailureAlerts.account });
  return claimed.length > 0;
}

/** Marks every reset link of the account not used yet as used: none of them works any more. */
export async function cancelPasswordResets(tx: Tx, userId: number) {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Resolves once no transaction holds the user's row: run outside the transaction that moved his cut-off,
 * it waits for that one to commit or roll back (a row lock on PostgreSQL; PGlite runs one at a time).
 */
export async function waitForUserWrites(db: Database, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('share');
}

export async function setSessionsCutoff(db: Db, userId: number) {
  await db
    .update(users)
    .set({ sessionsValidAfter: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function revokeUserSessions(db: Db, userId: number, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), sql`${authSessions.revokedAt} is null`));
}
