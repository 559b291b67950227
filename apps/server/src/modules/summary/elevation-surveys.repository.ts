import { and, asc, count, eq, isNull, ne, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, customers, elevationSurveys, projects, users } from '../../db/schema';
import { joinedUserName } from '../../lib/user-names-sql';
import { salesmanKeyIn } from '../projects';
import type { Household, Owner, Page } from './summary-lists.repository';

export type SurveyRow = Household & {
  id: number;
  projectId: number;
  customerId: number;
  projectName: string;
  salesmanId: number | null;
  status: 'requested' | 'planned' | 'received';
  surveyor: string;
  plannedOn: string | null;
  requestedById: number | null;
  requestedByName: string | null;
  createdAt: Date;
  commentCount: number;
  total: number;
};

const e = elevationSurveys;

/**
 * The surveys with their project, household and requester, each row with `total` and its comments counted
 * (a correlated subquery on the survey of the outer query).
 */
const surveys = (db: Db, total: SQL<number>) =>
  db
    .select({
      id: e.id,
      projectId: projects.id,
      customerId: customers.id,
      projectName: projects.name,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
      salesmanId: projects.salesmanId,
      status: sql<SurveyRow['status']>`${e.status}`,
      surveyor: e.surveyor,
      plannedOn: e.plannedOn,
      requestedById: users.id,
      requestedByName: joinedUserName(users),
      createdAt: e.createdAt,
      commentCount: sql<number>`(${db
        .select({ n: count() })
        .from(comments)
        .where(and(eq(comments.type, 'elevationSurvey'), eq(comments.linkedId, e.id)))})::int`,
      total,
    })
    .from(e)
    .innerJoin(projects, eq(projects.id, e.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(users, eq(users.id, e.requestedBy));

const ownedBy = (owner: Owner) => salesmanKeyIn(sql`${projects.salesmanId}`, owner);

/** Open surveys (not deleted, not received), oldest first; `total` by a window count. */
export async function listOpen(db: Db, owner: Owner, page: Page): Promise<SurveyRow[]> {
  return surveys(db, sql<number>`count(*) over ()::int`)
    .where(and(isNull(e.deletedAt), ne(e.status, 'received'), not(projects.isArchived), ownedBy(owner)))
    .orderBy(asc(e.createdAt), asc(e.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One survey that is not deleted, whoever follows its project (the service checks ownership). */
export async function findSurvey(db: Db, id: number): Promise<SurveyRow | undefined> {
  const [row] = await surveys(db, sql<number>`1`).where(and(eq(e.id, id), isNull(e.deletedAt)));
  return row;
}

export async function findProject(db: Db, projectId: number) {
  const [row] = await db
    .select({ id: projects.id, salesmanId: projects.salesmanId })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  return row;
}

export async function hasOpenSurvey(db: Db, projectId: number): Promise<boolean> {
  const rows = await db
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.projectId, projectId), isNull(e.deletedAt), ne(e.status, 'received')))
    .limit(1);
  return rows.length > 0;
}

export async function insertSurvey(
  db: Db,
  values: {
    projectId: number;
    status: string;
    surveyor: string;
    plannedOn: string | null;
    requestedBy: number;
  },
) {
  const [row] = await db.insert(e).values(values).returning({ id: e.id });
  if (!row) throw new Error('elevation survey not created');
  return row.id;
}

export async function softDelete(db: Db, id: number) {
  await db.update(e).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(e.id, id));
}

export type CommentRow = {
  id: number;
  text: string;
  authorId: number | null;
  authorName: string | null;
  createdAt: Date;
};

export async function listComments(db: Db, surveyId: number): Promise<CommentRow[]> {
  return db
    .select({
      id: comments.id,
      text: comments.text,
      authorId: users.id,
      authorName: joinedUserName(users),
      createdAt: comments.createdAt,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.type, 'elevationSurvey'), eq(comments.linkedId, surveyId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** Writes the comment and reads it back with its author's name, in one statement (the insert is a CTE). */
export async function insertComment(
  db: Db,
  values: { surveyId: number; text: string; authorId: number },
): Promise<CommentRow> {
  const k = db.$with('k').as(
    db
      .insert(comments)
      .values({
        type: 'elevationSurvey',
        linkedId: values.surveyId,
        text: values.text,
        authorId: values.authorId,
      })
      .returning({
        id: comments.id,
        text: comments.text,
        authorId: comments.authorId,
        createdAt: comments.createdAt,
      }),
  );
  const [row] = await db
    .with(k)
    .select({
      id: k.id,
      text: k.text,
      authorId: users.id,
      authorName: joinedUserName(users),
      createdAt: k.createdAt,
    })
    .from(k)
    .leftJoin(users, eq(users.id, k.authorId));
  if (!row) throw new Error('comment not created');
  return row;
}
