import { type AnyColumn, sql } from 'drizzle-orm';
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

/** Live prospects, and archived ones, of the list indexes below (copied list keys). */
const LIVE_PROSPECT = (t: { isProspect: AnyColumn; isArchived: AnyColumn }) =>
  sql`${t.isProspect} and not ${t.isArchived}`;
const ARCHIVED_PROSPECT = (t: { isProspect: AnyColumn; isArchived: AnyColumn }) =>
  sql`${t.isProspect} and ${t.isArchived}`;

/**
 * A project's prospect side (issue 18: moved out of projects), one row per project, created with it
 * (projects_side_rows), owned by the prospects area (prospects.repository, the prospect sheet): where it came
 * from, its qualification, its in-contact flag and its tile, and the project's list keys copied
 * (projects_share_list_keys: salesperson, prospect and archive flags) so that the prospect lists and the
 * prospect counters walk this table's indexes alone. The row stays when the prospect signs (its origin is
 * still shown); `tile` is null for a customer project.
 */
export const projectProspects = pgTable(
  'project_prospects',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    salesmanId: integer('salesman_id'),
    isProspect: boolean('is_prospect').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    /** Where the prospect came from: `website` (a lead, tagged "(Lead)"), `salesman`, `phone`, `fair`, `sponsorship`. */
    prospectType: text('prospect_type'),
    /**
     * The prospect-list tile (toContact, inContact, appointment, appointmentMore; null for customers), kept by
     * project_prospects_tile and refresh_prospect_tile (appointments, contact attempts), so that lists and
     * counters read an index instead of probing every prospect.
     */
    tile: text('tile'),
    /** Current qualification (`cold`, `warm`, `hot`); history in prospect_qualifications. */
    qualification: text('qualification'),
    /** Set by `PUT /api/user/{id}/inContact`: the prospect counts as in contact even without a logged attempt. */
    inContact: boolean('in_contact').notNull().default(false),
  },
  (t) => [
    // A salesperson's live prospects, newest first, per tile and in all; everyone's per tile.
    index('project_prospects_tile_idx').on(t.salesmanId, t.tile, t.projectId.desc()).where(LIVE_PROSPECT(t)),
    index('project_prospects_salesman_idx').on(t.salesmanId, t.projectId.desc()).where(LIVE_PROSPECT(t)),
    index('project_prospects_tile_all_idx').on(t.tile, t.projectId.desc()).where(LIVE_PROSPECT(t)),
    // Counting live prospects of one origin (leads page: website) and archived ones: index-only scans.
    index('project_prospects_type_idx').on(t.prospectType, t.salesmanId, t.tile).where(LIVE_PROSPECT(t)),
    index('project_prospects_archived_idx').on(t.salesmanId, t.tile).where(ARCHIVED_PROSPECT(t)),
    // Their pages, newest first: walked in order and stopped at the page instead of sorting the 30 000 leads
    // or the archived prospects of the whole base (a tile chosen on top filters the walk).
    index('project_prospects_type_page_idx').on(t.prospectType, t.projectId.desc()).where(LIVE_PROSPECT(t)),
    index('project_prospects_archived_page_idx').on(t.projectId.desc()).where(ARCHIVED_PROSPECT(t)),
    // Every live prospect, newest first: the administrator's list with no filter (its first page).
    index('project_prospects_page_idx').on(t.projectId.desc()).where(LIVE_PROSPECT(t)),
  ],
);
