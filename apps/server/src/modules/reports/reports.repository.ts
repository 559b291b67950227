import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { files, reports, users } from '../../db/schema';

export type ReportState = 'open' | 'closed' | 'all';

const closer = alias(users, 'closer');

const columns = {
  id: reports.id,
  type: reports.type,
  description: reports.description,
  page: reports.page,
  createdAt: reports.createdAt,
  closedAt: reports.closedAt,
  authorId: reports.authorId,
  authorSurname: users.surname,
  authorName: users.name,
  closedById: reports.closedBy,
  closedBySurname: closer.surname,
  closedByName: closer.name,
};

function stateFilter(state: ReportState): SQL | undefined {
  if (state === 'open') return isNull(reports.closedAt);
  if (state === 'closed') return isNotNull(reports.closedAt);
  return undefined;
}

function selectReports(db: Db) {
  return db
    .select(columns)
    .from(reports)
    .innerJoin(users, eq(users.id, reports.authorId))
    .leftJoin(closer, eq(closer.id, reports.closedBy));
}
export type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

/** One page of reports, newest first, and the total for the filter (two queries, both in SQL). */
export async function listPage(db: Db, options: { state: ReportState; offset: number; limit: number }) {
  const where = stateFilter(options.state);
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(reports).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findById(db: Db, id: number): Promise<ReportRow | undefined> {
  const [row] = await selectReports(db).where(eq(reports.id, id)).limit(1);
  return row;
}

export async function insert(
  db: Db,
  values: { type: number; description: string; page: string; authorId: number },
): Promise<number> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  if (!row) throw new Error('report not inserted');
  return row.id;
}

/** Closes an open report; undefined when it does not exist or is already closed. */
export async function close(db: Db, id: number, userId: number) {
  const [row] = await db
    .update(reports)
    .set({ closedAt: sql`now()`, closedBy: userId })
    .where(and(eq(reports.id, id), isNull(reports.closedAt)))
    .returning({ id: reports.id, closedAt: reports.closedAt });
  return row;
}

/**
 * Links the author's pending report attachments (type 'report', no record yet) to the report. Only the
 * uploader's own, live, unlinked files match: someone else's file id, or one already linked, is left out.
 */
export async function linkFiles(db: Db, options: { reportId: number; authorId: number; fileIds: number[] }) {
  if (!options.fileIds.length) return [];
  return db
    .update(files)
    .set({ linkedId: options.reportId })
    .where(
      and(
        inArray(files.id, options.fileIds),
        eq(files.type, 'report'),
        eq(files.uploadedBy, options.authorId),
        isNull(files.linkedId),
        isNull(files.deletedAt),
      ),
    )
    .returning({ id: files.id, name: files.originalName });
}

/** The live attachments of these reports, in one query. */
export async function filesOf(db: Db, reportIds: number[]) {
  if (!reportIds.length) return [];
  return db
    .select({
      id: files.id,
      reportId: files.linkedId,
      name: files.originalName,
      size: files.sizeBytes,
      mime: files.mime,
    })
    .from(files)
    .where(and(eq(files.type, 'report'), inArray(files.linkedId, reportIds), isNull(files.deletedAt)))
    .orderBy(files.id);
}
