import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A range of house models (plain-pied, étage, …): the label houses are grouped under in search. */
export const houseFamilies = pgTable('house_families', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** A house of the catalogue, with its base price (cents) and its reference estimate (métré). */
export const houses = pgTable(
  'houses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => houseFamilies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The model page of the house (models arrive with the house-model area). */
    modelId: integer('model_id'),
    meterId: integer('meter_id'),
    isArchived: boolean('is_archived').notNull().default(false),
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`search_normalize(name)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('houses_family_idx').on(t.familyId),
    index('houses_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
