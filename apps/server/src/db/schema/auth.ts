import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A sign-in session: one family of rotating refresh tokens. Access tokens carry its id (`sid`), so
 * revoking the session ends them at once, not only when they expire.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session (7 days after sign-in), whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | reuse | cutoff */
    revokedReason: text('revoked_reason'),
    /** Set when a staff member opened this session to see a customer's area (impersonation). */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The staff member's own session that opened this impersonation: when it ends (logout, cut-off), this
     * one ends too (checked on every request, auth.repository findSessionPrincipal).
     */
    impersonatorSessionId: uuid('impersonator_session_id').references((): AnyPgColumn => authSessions.id, {
      onDelete: 'cascade',
    }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    // Few rows: what the cascade from the staff member's session looks up.
    index('auth_sessions_impersonator_session_idx')
      .on(t.impersonatorSessionId)
      .where(sql`${t.impersonatorSessionId} is not null`),
  ],
);

/** Refresh tokens, stored as SHA-256 hashes. A token is used once; using a rotated one revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 2 hours after issue (inactivity limit), never after the session's own end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Failed sign-ins per address (`ip:<address>`), password-reset requests per address and per account
 * (`reset-ip:`, `reset-account:`) and website contact forms per address (`contact-ip:`), in a fixed one-minute
 * window. Shared by all server processes.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});

/**
 * Each failed sign-in of the last hour, by e-mail tried and address: the per-account lock reads the last
 * minute, the mail to the account holder the last hour (auth.service login). Older rows are dropped as the
 * e-mail fails again.
 */
export const loginFailureEvents = pgTable(
  'login_failure_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The e-mail tried, lower-cased, whether or not an account has it: the lock does not tell which do. */
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failure_events_account_idx').on(t.account, t.failedAt)],
);

/** When the holder of an e-mail was last told of failed sign-ins: one such mail a day at most. */
export const loginFailureAlerts = pgTable('login_failure_alerts', {
  account: text('account').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** Single-use password-reset links (1 hour), stored hashed like refresh tokens. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** One-time, short-lived tickets that open a customer's area for a staff member (spec 1 §7.2 impersonate). */
export const impersonationTickets = pgTable('impersonation_tickets', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  customerUserId: integer('customer_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  staffUserId: integer('staff_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The staff member's session that asked for the ticket: the customer session it opens lives no longer. */
  staffSessionId: uuid('staff_session_id')
    .notNull()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
