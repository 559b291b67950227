import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, projects } from './customers';
import { users } from './users';

/**
 * A request received from the website's contact form (spec 1 §2.14): a household (up to two people,
 * like customers) waiting to be attributed to an adviser or declined. Once handled, the row stays as the
 * history of the request: `projectId` is the prospect created for it, or the project it was merged into.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Where it came from; only the website form today. */
    source: text('source').notNull().default('website'),
    name1: text('name1').notNull(),
    surname1: text('surname1').notNull().default(''),
    name2: text('name2').notNull().default(''),
    surname2: text('surname2').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Cadastral reference of the building land, as typed. */
    landParcel: text('land_parcel').notNull().default(''),
    message: text('message').notNull().default(''),
    /**
     * Matching keys computed once on insert by the duplicate engine's normalisers (modules/duplicates),
     * so lookups are plain index equalities.
     */
    phoneKey: text('phone_key'),
    emailKey: text('email_key'),
    addressKey: text('address_key'),
    landParcelKey: text('land_parcel_key'),
    /** waiting | attributed | merged | declined */
    status: text('status').notNull().default('waiting'),
    /** Sender's address, for abuse reports. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledById: integer('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The adviser it was attributed to, and whether he alone may follow it. */
    adviserId: integer('adviser_id').references(() => users.id, { onDelete: 'set null' }),
    isExclusive: boolean('is_exclusive').notNull().default(true),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contacts_status_idx').on(t.status, t.createdAt),
    index('contacts_postal_code_idx').on(t.postalCode),
    index('contacts_adviser_idx').on(t.adviserId, t.handledAt),
    index('contacts_project_idx').on(t.projectId),
    index('contacts_phone_key_idx').on(t.phoneKey),
    index('contacts_email_key_idx').on(t.emailKey),
    index('contacts_address_key_idx').on(t.postalCode, t.addressKey),
    index('contacts_land_parcel_key_idx').on(t.landParcelKey),
  ],
);

/**
 * Postal codes an adviser covers: a full code (`49000`) or a department (`49`). New contacts from there
 * list him first in the attribution dialog.
 */
export const userPostalCodes = pgTable(
  'user_postal_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postalCode: text('postal_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postalCode] }),
    index('user_postal_codes_code_idx').on(t.postalCode),
  ],
);
