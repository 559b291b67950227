import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages, sinkMessages } from '../../db/schema';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export async function insertMessage(db: Db, values: typeof outboxMessages.$inferInsert) {
  await db.insert(outboxMessages).values(values);
}

/**
 * Claims due messages by pushing their next attempt 5 minutes ahead (a lease), in one statement.
 * `FOR UPDATE SKIP LOCKED` lets several workers share the queue without taking the same message; a
 * worker that dies mid-send leaves the lease to expire, and the message is tried again.
 */
export async function claimDue(db: Db, limit: number): Promise<OutboxMessage[]> {
  return db
    .update(outboxMessages)
    .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
    .where(
      sql`${outboxMessages.id} in (
        select id from ${outboxMessages}
        where status = 'pending' and next_attempt_at <= now()
        order by id limit ${limit}
        for update skip locked)`,
    )
    .returning();
}

export async function markSent(db: Db, id: number) {
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      attempts: sql`${outboxMessages.attempts} + 1`,
      lastError: null,
    })
    .where(eq(outboxMessages.id, id));
}

export async function markFailedAttempt(db: Db, id: number, error: string, retryInSeconds: number | null) {
  await db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      lastError: error.slice(0, 1000),
      ...(retryInSeconds === null
        ? { status: 'failed' }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
    })
    .where(eq(outboxMessages.id, id));
}

export async function listRecent(db: Db, limit: number) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}

export async function insertSink(db: Db, values: typeof sinkMessages.$inferInsert) {
  await db.insert(sinkMessages).values(values);
}

export async function listSink(db: Db, limit: number) {
  return db.select().from(sinkMessages).orderBy(desc(sinkMessages.id)).limit(limit);
}
