import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/**
 * Long work run off the request path (issue 20): exports first, later mass repricing, long PDFs, imports.
 * A job is queued by a request, claimed by one server process (`FOR UPDATE SKIP LOCKED`, as the outbox),
 * which keeps `heartbeat_at` fresh while it runs: a job whose heartbeat stops (its server stopped) is taken
 * up again once, then marked failed with a French reason (modules/jobs/job-runner.ts).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What runs it: 'export'. */
    kind: text('kind').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the panel shows: « Prospects (XLSX) ». */
    label: text('label').notNull(),
    /** What the kind works on (an export: its list, format, filters and columns). */
    input: jsonb('input').notNull(),
    /** queued | running | done | failed | cancelled (JOB_STATES). */
    state: text('state').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    /** The result, a file of type 'export' owned by the job's owner. */
    resultFileId: integer('result_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Why it failed, in French. */
    error: text('error'),
    /** Runs started (a job taken up again after a restart counts two). */
    attempts: smallint('attempts').notNull().default(0),
    /** The server process running it, and when it last said it still does. */
    runner: text('runner'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Set by a cancel while it runs: the runner stops at its next page. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The panel: a user's newest jobs.
    index('jobs_owner_idx').on(t.ownerId, t.id),
    // The runners' queue and the restart check: few rows each, whatever the history.
    index('jobs_queued_idx').on(t.id).where(sql`${t.state} = 'queued'`),
    index('jobs_running_idx').on(t.heartbeatAt).where(sql`${t.state} = 'running'`),
  ],
);
