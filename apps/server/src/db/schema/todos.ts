import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './customers';
import { users } from './users';

/**
 * A staff member's to-do (spec 2 §3.1 toDoList), optionally about a project. `isAlert` 1 makes it an
 * alert: counted in the top menu's `Alertes` block while open and due.
 */
export const todos = pgTable(
  'todos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** A calendar day (Paris): to-dos are planned by day, not by minute. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    isAlert: smallint('is_alert').$type<0 | 1>().notNull().default(0),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('todos_user_due_idx').on(t.userId, t.dueDate),
    // The alert count runs on every page of the back office: only open alerts are indexed.
    index('todos_open_alerts_idx').on(t.userId, t.dueDate).where(sql`${t.isAlert} = 1 and not ${t.done}`),
    index('todos_project_idx').on(t.projectId),
  ],
);
