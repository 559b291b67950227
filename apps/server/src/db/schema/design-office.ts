import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './customers';
import { users } from './users';

/**
 * The design office's work on a project (summary list `developement`), a side table of projects (one row
 * once the design office is asked, none before): its state (`requested`, `inProgress`, `done`), when it
 * was asked, and the technician who took it.
 */
export const projectDesignRequests = pgTable(
  'project_design_requests',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    technicianId: integer('technician_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The open requests, oldest first (the summary's design-office list).
    index('project_design_requests_open_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} in ('requested', 'inProgress')`),
  ],
);
