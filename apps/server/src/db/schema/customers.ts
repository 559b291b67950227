import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A household buying a house: up to two people (spec 1 §3 "name1, name2, surname1, surname2"), with
 * their contact details. `userId` is their customer-portal account, when they have one.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Family names and first names of the two people of the household. */
    name1: text('name1').notNull(),
    surname1: text('surname1').notNull().default(''),
    name2: text('name2').notNull().default(''),
    surname2: text('surname2').notNull().default(''),
    email: text('email'),
    email2: text('email2'),
    phone: text('phone'),
    phone2: text('phone2'),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    /**
     * Personal contribution (apport personnel) of the household, whole euros: the one value the prospect sheet
     * (`PUT /api/user/{id}/personalContribution`) and the financing screens (`…/financing/need`) show and change.
     */
    personalContribution: integer('personal_contribution'),
    isArchived: boolean('is_archived').notNull().default(false),
    /**
     * How many customer projects (prospects aside) the household has, kept by statement triggers on
     * projects (migration customer_projects_count): the households list shows those with at least one.
     */
    customerProjects: integer('customer_projects').notNull().default(0),
    /** The project opened first for a household with several (`POST /api/customer/project/default`). */
    defaultProjectId: integer('default_project_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customers_user_idx').on(t.userId),
    // The households list of those who see every project (customers.repository listCustomers), live and
    // archived, in its order: the page walks the index and its total counts the index only.
    index('customers_live_page_idx')
      .on(sql`lower(${t.name1})`, sql`lower(${t.surname1})`, t.id)
      .where(sql`not ${t.isArchived} and ${t.customerProjects} > 0`),
    index('customers_archived_page_idx')
      .on(sql`lower(${t.name1})`, sql`lower(${t.surname1})`, t.id)
      .where(sql`${t.isArchived} and ${t.customerProjects} > 0`),
  ],
);

/**
 * A house project of a customer. A prospect is a project flagged `isProspect` (spec 1 §4) until it is
 * converted; the `{id}` of the customer and prospect screens is this id. Step 1 is pre-construction,
 * then 2 and 3 are construction.
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    step: smallint('step').notNull().default(1),
    isProspect: boolean('is_prospect').notNull().default(false),
    /** The adviser (salesman) following the project. */
    salesmanId: integer('salesman_id').references(() => users.id, { onDelete: 'set null' }),
    /** Town of the building land. */
    landCity: text('land_city').notNull().default(''),
    landPostalCode: text('land_postal_code').notNull().default(''),
    /** When the prospect was converted to a customer (signed): the summary's monthly chart and new customers. */
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    isArchived: boolean('is_archived').notNull().default(false),
    // Customer project follow-up (issue 6). State changes are written to project_history.
    /** Overall state (`PUT /api/project/{id}/setState`): inProgress | completed | abandoned | dispute. */
    state: text('state').notNull().default('inProgress'),
    /** "En attente": the file waits on the customer (`PUT /api/project/{project}/waiting`). */
    isWaiting: boolean('is_waiting').notNull().default(false),
    boxReady: boolean('box_ready').notNull().default(false),
    /** Dommages-ouvrage insurance taken (`workingDamage` 1 or 0). */
    workingDamage: boolean('working_damage').notNull().default(false),
    /** Milestone of the progress gauge: the project (plans and options) frozen. */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    onHoldAt: timestamp('on_hold_at', { withTimezone: true }),
    onHoldReason: text('on_hold_reason').notNull().default(''),
    underTest: boolean('under_test').notNull().default(false),
    /** How craftsmen receive the file: 0 digital, 1 paper. */
    craftsmanFileMode: smallint('craftsman_file_mode').notNull().default(0),
    /** The customer's pre-construction step shown in the portal (`PUT /api/preconstruction/step/{step}`). */
    preconstructionStep: smallint('preconstruction_step').notNull().default(1),
    /** Living area of the house, m² to the hundredth (`area`: « 650,5 » is a living area). */
    areaM2: numeric('area_m2', { precision: 8, scale: 2, mode: 'number' }),
    congratulatedAt: timestamp('congratulated_at', { withTimezone: true }),
    /** CRC elements shown to the customer (`toggleCrcShow`; the permit's own are in project_permits). */
    crcShow: jsonb('crc_show').$type<string[]>().notNull().default([]),
    switchedToConstructionAt: timestamp('switched_to_construction_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_customer_idx').on(t.customerId),
    index('projects_salesman_idx').on(t.salesmanId),
    index('projects_kind_idx').on(t.isProspect, t.isArchived, t.id),
    // Live customers signed lately, whoever follows them (the administrators' "new customers" counter).
    index('projects_customer_converted_idx')
      .on(t.convertedAt)
      .where(sql`not ${t.isProspect} and not ${t.isArchived}`),
    // A salesperson's live customers by step (summary counters).
    index('projects_customer_salesman_idx')
      .on(t.salesmanId, t.step, t.convertedAt)
      .where(sql`not ${t.isProspect} and not ${t.isArchived}`),
    index('projects_converted_idx').on(t.convertedAt).where(sql`${t.convertedAt} is not null`),
  ],
);
