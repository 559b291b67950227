import type { Role } from '@batir/shared/roles';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Everyone who signs in: staff, customers and craftsmen. `surname` is the first name (prénom), `name` the family name. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    surname: text('surname').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** The staff member's manager (spec 2 §7.1 "user (credit, manager, postal code)"); null when none. */
    managerId: integer('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Credit granted to a salesperson (whole euros, never negative; see the users administration). */
    credit: integer('credit').notNull().default(0),
    /** Message a salesperson's manager pins on his dashboard (`PUT /api/user/{id}/pinMessage`); empty when none. */
    pinMessage: text('pin_message').notNull().default(''),
    /** Public profile of a salesperson (`PUT /api/user/{id}/profile`): job title and presentation shown to customers. */
    jobTitle: text('job_title').notNull().default(''),
    presentation: text('presentation').notNull().default(''),
    /** Temporary accounts (`POST /api/user/{id}/createTempAccess`) cannot sign in after this instant. */
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    /** Per-user cut-off: sessions opened before this instant are no longer valid (logout everywhere, password change, disabling). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_roles_idx').using('gin', t.roles)],
);
