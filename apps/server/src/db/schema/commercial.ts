import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { projects } from './customers';
import { users } from './users';

/**
 * Comments exchanged about a record (spec 3 §3 Comment: linkedId, type, text). `type` says what
 * `linkedId` is: `project` (the prospect or customer project), `elevationSurvey`. Internal staff notes are
 * user comments (below), never shown to customers.
 *
 * The `project` comments are the messages of the project's conversation with its customer (spec 3 §3
 * Conversation, module messaging): the one store read by the customer area, the prospect sheet, the
 * customer file and Relation commerciale. `fromCustomer` says the side (kept: the author may be gone);
 * `readAt` is the other side's read mark — for a customer's message, its recipient's (the salesperson);
 * for a staff message, the customer's.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    linkedId: integer('linked_id').notNull(),
    text: text('text').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member who wrote it in the customer's area for the customer (« prendre la main »). */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    fromCustomer: boolean('from_customer').notNull().default(false),
    /** An optional subject (messages carried over from the former customer_messages had one). */
    subject: text('subject').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Project files sent with the message (files of type `project` of the same project). */
    fileIds: integer('file_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Staff members sent a copy (notified) besides the recipient. */
    copyTo: integer('copy_to').array().notNull().default(sql`'{}'::integer[]`),
    /** Passed on to this colleague (`POST /api/mailbox/message/{id}/transfer`), with why. */
    transferredTo: integer('transferred_to').references(() => users.id, { onDelete: 'set null' }),
    transferReason: text('transfer_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_linked_idx').on(t.type, t.linkedId, t.createdAt),
    // Relation commerciale: « Messages reçus non lus » and « Messages envoyés », newest first.
    index('comments_customer_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.type} = 'project' and ${t.fromCustomer} and ${t.readAt} is null`),
    index('comments_staff_sent_idx')
      .on(t.createdAt)
      .where(sql`${t.type} = 'project' and not ${t.fromCustomer}`),
  ],
);

/**
 * A project's conversation with its customer (spec 3 §3 Conversation; one per project): its title, who
 * must answer the customer (`recipientId`; none: the project's salesperson), the follow flag (« Messages
 * suivis ») and whether it is closed. Its messages are the project's comments. The row is created with
 * the first message written through the messaging routes; a project without one has an empty conversation.
 */
export const conversations = pgTable('conversations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  projectId: integer('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default('Liste des messages'),
  recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'set null' }),
  isFollowed: boolean('is_followed').notNull().default(false),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Internal staff notes ("user comments", spec 2 §7.2) on a project or on a salesperson: exactly one of
 * `projectId` and `salesmanId` is set. Deleting sets `deletedAt`, the note stays for the history.
 */
export const userComments = pgTable(
  'user_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    salesmanId: integer('salesman_id').references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('user_comments_project_idx').on(t.projectId, t.createdAt),
    index('user_comments_salesman_idx').on(t.salesmanId, t.createdAt),
  ],
);

/**
 * Each qualification a salesperson gives a prospect household (`PUT /api/user/{id}/qualification`):
 * how ripe the project is (`cold`, `warm`, `hot`), with a note. The newest row is the current one
 * (also copied to `project_prospects.qualification` for lists); the rows are the qualification history.
 */
export const prospectQualifications = pgTable(
  'prospect_qualifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    qualification: text('qualification').notNull(),
    note: text('note').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prospect_qualifications_project_idx').on(t.projectId, t.createdAt)],
);

/**
 * A request for an appointment (`/api/appointmentRequest`), made by the customer from the portal or by
 * staff for an adviser: waiting until an appointment is planned for it or it is cancelled.
 * `salesmanId` is the adviser asked to plan it.
 */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    salesmanId: integer('salesman_id').references(() => users.id, { onDelete: 'set null' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Appointment type wished (same values as appointments.type; 3 is a tele-appointment). */
    type: smallint('type').notNull().default(1),
    /** Free text: wished days and times. */
    availability: text('availability').notNull().default(''),
    message: text('message').notNull().default(''),
    /** waiting | scheduled | cancelled */
    status: text('status').notNull().default('waiting'),
    appointmentId: integer('appointment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('appointment_requests_salesman_idx').on(t.salesmanId, t.status, t.createdAt),
    index('appointment_requests_project_idx').on(t.projectId, t.createdAt),
  ],
);

/**
 * An elevation survey (relevé topographique) ordered for a project's land: requested, then planned, then
 * received. Comments on a survey are `comments` of type `elevationSurvey`.
 */
export const elevationSurveys = pgTable(
  'elevation_surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** requested | planned | received */
    status: text('status').notNull().default('requested'),
    surveyor: text('surveyor').notNull().default(''),
    plannedOn: text('planned_on'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('elevation_surveys_open_idx').on(t.createdAt).where(sql`${t.deletedAt} is null`),
    index('elevation_surveys_project_idx').on(t.projectId),
  ],
);

/**
 * Each user's layout of the summary page (spec 2 §7.3 summary/weight, size, active): order (`weight`),
 * width (`size`, 1 to 3 columns of 3) and visibility of each category. Missing rows use the defaults of
 * packages/shared/src/summary.ts.
 */
export const userSummaryCategories = pgTable(
  'user_summary_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    weight: integer('weight').notNull(),
    size: smallint('size').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** Each user's left-menu lines of the summary page with their active flags (spec 2 §3.1 menuLeft). */
export const userMenuLeft = pgTable('user_menu_left', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** [{ key, active }] in display order. */
  lines: jsonb('lines').$type<{ key: string; active: boolean }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
