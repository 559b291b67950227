import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './customers';
import { users } from './users';

/**
 * Staff agenda (spec 3 §3 Appointment). `userId` is the salesperson whose agenda it is in; `projectId`
 * the prospect or customer project it is about (null for internal meetings). All-day appointments start
 * at midnight UTC of their date and end (exclusive) at midnight UTC of the day after the last one.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    allDay: boolean('all_day').notNull().default(false),
    place: text('place').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Video-meeting address of a tele-appointment (`POST /api/salesman/createVisioConf`). */
    visioUrl: text('visio_url'),
    cancelled: boolean('cancelled').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Calendar ranges: one user's (agenda, .ics) and everyone's (admin view).
    index('appointments_user_start_idx').on(t.userId, t.startsAt),
    index('appointments_start_idx').on(t.startsAt),
    // Upcoming appointments of every agenda, cancelled ones aside (the administrators' "scheduled" counter).
    index('appointments_live_start_idx').on(t.startsAt).where(sql`not ${t.cancelled}`),
    // The same for one agenda (a salesperson's "scheduled" counter): an index-only scan.
    index('appointments_user_live_start_idx').on(t.userId, t.startsAt).where(sql`not ${t.cancelled}`),
    index('appointments_project_idx').on(t.projectId, t.startsAt),
  ],
);

/**
 * The secret of each user's .ics feed: phone calendars cannot send a bearer token, so the feed address
 * carries this token instead. Regenerating it revokes every subscription made with the old one.
 */
export const appointmentFeeds = pgTable('appointment_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
