import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { projects } from './customers';
import { users } from './users';

/**
 * A contact attempt on a prospect (phone, e-mail, SMS) with its outcome. The prospect list tiles derive
 * from them and from appointments (packages/shared/src/prospects.ts PROSPECT_TILES).
 */
export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `phone`, `email` or `sms`. */
    channel: text('channel').notNull(),
    /** `noAnswer`, `callBack`, `notInterested`, `appointment`… */
    outcome: text('outcome').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_attempts_project_idx').on(t.projectId, t.outcome),
    // A salesperson's attempts, newest first (GET /api/contactAttempt/user/{user}).
    index('contact_attempts_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * French communes shipped with the product (loaded by the communes migration), for the city and postal code
 * autocomplete. One row per (commune, postal code) pair, as in La Poste's base officielle des codes postaux.
 */
export const communes = pgTable(
  'communes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null in the shipped extract: set when the official file is loaded (see the communes migration). */
    inseeCode: text('insee_code'),
    /** Department number ("37"). */
    department: text('department').notNull(),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
    /** search_normalize(name): lower case, no accents, for prefix search. */
    nameKey: text('name_key').notNull().generatedAlwaysAs(sql`search_normalize(name)`),
  },
  (t) => [
    index('communes_postal_code_idx').on(t.postalCode.op('text_pattern_ops')),
    index('communes_name_key_idx').on(t.nameKey.op('text_pattern_ops')),
  ],
);

/**
 * Live prospects per salesperson and tile, and live customer projects per salesperson and step, kept by
 * statement triggers on projects (migration 0023): the summary counters and the unfiltered prospect tiles
 * read a few rows instead of counting every project. `salesmanKey` is the salesperson's id, 0 for none.
 */
export const prospectCounts = pgTable(
  'prospect_counts',
  {
    salesmanKey: integer('salesman_key').notNull(),
    tile: text('tile').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.salesmanKey, t.tile] })],
);

export const customerCounts = pgTable(
  'customer_counts',
  {
    salesmanKey: integer('salesman_key').notNull(),
    step: smallint('step').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.salesmanKey, t.step] })],
);

/**
 * Live customer projects per salesperson, step and building-permit tile, kept by statement triggers on
 * projects (migration project_list_counts): the tiles of the project list read a few rows instead of
 * counting 200 000 projects when no search nor archived mode applies.
 */
export const projectTileCounts = pgTable(
  'project_tile_counts',
  {
    salesmanKey: integer('salesman_key').notNull(),
    step: smallint('step').notNull(),
    bpTile: text('bp_tile').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.salesmanKey, t.step, t.bpTile] })],
);

/**
 * The financing, building-permit and logisbox counters of the summary per salesperson (`counter`:
 * financing.asked|waiting|done, bp.done|waiting|constitution, logisbox.total|waitingElement|waitingMeter|
 * waitingSignature|inProgress|toComplete), over live customer projects, kept by statement triggers on
 * projects from the columns denormalised there (migration summary_area_counts). `salesmanKey` as above.
 */
export const summaryCounts = pgTable(
  'summary_counts',
  {
    salesmanKey: integer('salesman_key').notNull(),
    counter: text('counter').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.salesmanKey, t.counter] })],
);

/**
 * Households with at least one customer project (customers.customer_projects > 0), live and archived,
 * kept by statement triggers on customers (migration household_counts): the total of the households list
 * of those who see every project, instead of counting 200 000 index entries on each page.
 */
export const householdCounts = pgTable('household_counts', {
  archived: boolean('archived').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * Projects per salesperson (0: none), month (first day, Europe/Paris) and kind: `created` (prospects and
 * converted customers, by creation month), `signed` (by conversion month), kept by statement triggers on
 * projects (migration monthly_counts): the summary's monthly chart reads a few rows instead of grouping
 * the year's 300 000 projects.
 */
export const monthlyCounts = pgTable(
  'monthly_counts',
  {
    salesmanKey: integer('salesman_key').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.salesmanKey, t.month, t.kind] })],
);
