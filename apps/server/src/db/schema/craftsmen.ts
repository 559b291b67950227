import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A subcontracting company. `userId` is its craftsman-portal account; `contact` the person to call. */
export const craftsmen = pgTable(
  'craftsmen',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    contact: text('contact').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    isArchived: boolean('is_archived').notNull().default(false),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`search_normalize(company_name || ' ' || contact || ' ' || coalesce(email, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || city || ' ' || postal_code)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('craftsmen_user_idx').on(t.userId),
    index('craftsmen_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
