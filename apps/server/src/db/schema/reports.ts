import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Correction requests and suggestions sent from the top bar (spec 1 §2.13, §3 "Report"): type 1
 * Correction or 2 Amélioration, the description, and the address of the page the author was on. The
 * attachments are rows of `files` with type 'report' and `linkedId` = the report's id. Admins close a
 * report (`closedAt`, `closedBy`); an open report has no `closedAt`.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: smallint('type').notNull(),
    description: text('description').notNull(),
    page: text('page').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('reports_type_check', sql`${t.type} in (1, 2)`),
    // The admin list: newest first, usually only the open ones.
    index('reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reports_open_created_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.closedAt} is null`),
  ],
);
