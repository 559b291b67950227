import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  comments,
  contactAttempts,
  customers,
  elevationSurveys,
  projectProspects,
  projects,
  prospectQualifications,
  userComments,
  users,
} from '../../db/schema';

/** The facts the ownership rules need about a project: who follows it and whose portal account owns it. */
export type ProjectOwnership = {
  id: number;
  customerId: number;
  salesmanId: number | null;
  customerUserId: number | null;
};

export async function findProject(db: Db, projectId: number): Promise<ProjectOwnership | undefined> {
  const [row] = await db
    .select({
      id: projects.id,
      customerId: projects.customerId,
      salesmanId: projects.salesmanId,
      customerUserId: customers.userId,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(projects.id, projectId));
  return row;
}

/** The project an elevation survey (not deleted) belongs to. */
export async function findSurveyProject(db: Db, surveyId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: elevationSurveys.projectId })
    .from(elevationSurveys)
    .where(and(eq(elevationSurveys.id, surveyId), isNull(elevationSurveys.deletedAt)));
  return row?.projectId;
}

export async function findUser(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, managerId: users.managerId, roles: users.roles, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findCustomer(db: Db, customerId: number) {
  const [row] = await db
    .select({ id: customers.id, personalContribution: customers.personalContribution })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** Ids and followers of a household's projects. */
export async function customerProjects(db: Db, customerId: number) {
  return db
    .select({ id: projects.id, salesmanId: projects.salesmanId })
    .from(projects)
    .where(eq(projects.customerId, customerId))
    .orderBy(projects.id);
}

// ——— contact attempts ———

export type ContactAttemptRow = {
  id: number;
  projectId: number;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  channel: string;
  outcome: string;
  comment: string;
  userId: number | null;
  userSurname: string | null;
  userName: string | null;
  createdAt: Date;
};

/** Attempts with their household's names and their author (gone authors leave nulls). */
function selectAttempts(db: Db) {
  return db
    .select({
      id: contactAttempts.id,
      projectId: contactAttempts.projectId,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
      channel: contactAttempts.channel,
      outcome: contactAttempts.outcome,
      comment: contactAttempts.comment,
      userId: contactAttempts.userId,
      userSurname: users.surname,
      userName: users.name,
      createdAt: contactAttempts.createdAt,
    })
    .from(contactAttempts)
    .innerJoin(projects, eq(projects.id, contactAttempts.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(users, eq(users.id, contactAttempts.userId));
}

export async function insertContactAttempt(
  db: Db,
  values: { projectId: number; userId: number; channel: string; outcome: string; comment: string },
): Promise<number> {
  const [row] = await db.insert(contactAttempts).values(values).returning({ id: contactAttempts.id });
  if (!row) throw new Error('contact attempt not inserted');
  return row.id;
}

export async function findContactAttempt(db: Db, id: number): Promise<ContactAttemptRow | undefined> {
  const [row] = await selectAttempts(db).where(eq(contactAttempts.id, id));
  return row;
}

/** One page of a staff member's attempts, newest first (sequential scan of his rows; few per person). */
export async function listUserContactAttempts(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ContactAttemptRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    selectAttempts(db)
      .where(eq(contactAttempts.userId, userId))
      .orderBy(desc(contactAttempts.createdAt), desc(contactAttempts.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contactAttempts)
      .where(eq(contactAttempts.userId, userId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

// ——— comments ———

export type CommentRow = {
  id: number;
  type: string;
  linkedId: number;
  text: string;
  authorId: number | null;
  authorSurname: string | null;
  authorName: string | null;
  fromCustomer: boolean;
  impersonatorId: number | null;
  impersonatorSurname: string | null;
  impersonatorName: string | null;
  createdAt: Date;
};

const commentAuthor = alias(users, 'author');
const commentImpersonator = alias(users, 'impersonator');

/** Comments with their author and, when written for the customer, the staff member who did. */
function selectComments(db: Db) {
  return db
    .select({
      id: comments.id,
      type: comments.type,
      linkedId: comments.linkedId,
      text: comments.text,
      authorId: comments.authorId,
      authorSurname: commentAuthor.surname,
      authorName: commentAuthor.name,
      fromCustomer: comments.fromCustomer,
      impersonatorId: comments.impersonatorId,
      impersonatorSurname: commentImpersonator.surname,
      impersonatorName: commentImpersonator.name,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .leftJoin(commentAuthor, eq(commentAuthor.id, comments.authorId))
    .leftJoin(commentImpersonator, eq(commentImpersonator.id, comments.impersonatorId));
}

export async function insertComment(
  db: Db,
  values: { type: string; linkedId: number; text: string; authorId: number; impersonatorId: number | null },
): Promise<number> {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  if (!row) throw new Error('comment not inserted');
  return row.id;
}

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await selectComments(db).where(eq(comments.id, id));
  return row;
}

/** A page of the comments on one record, newest first (comments_linked_idx). */
export async function listComments(
  db: Db,
  key: { type: string; linkedId: number },
  page: { offset: number; limit: number },
): Promise<{ rows: CommentRow[]; total: number }> {
  const where = and(eq(comments.type, key.type), eq(comments.linkedId, key.linkedId));
  const [rows, totals] = await Promise.all([
    selectComments(db)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(comments).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

// ——— staff notes (user comments) ———

export type UserCommentRow = {
  id: number;
  projectId: number | null;
  salesmanId: number | null;
  text: string;
  authorId: number | null;
  authorSurname: string | null;
  authorName: string | null;
  createdAt: Date;
  deletedAt: Date | null;
};

/** Staff notes with their author (a gone author leaves nulls). */
function selectUserComments(db: Db) {
  return db
    .select({
      id: userComments.id,
      projectId: userComments.projectId,
      salesmanId: userComments.salesmanId,
      text: userComments.text,
      authorId: userComments.authorId,
      authorSurname: users.surname,
      authorName: users.name,
      createdAt: userComments.createdAt,
      deletedAt: userComments.deletedAt,
    })
    .from(userComments)
    .leftJoin(users, eq(users.id, userComments.authorId));
}

export async function insertUserComment(
  db: Db,
  values: { projectId?: number; salesmanId?: number; authorId: number; text: string },
): Promise<number> {
  const [row] = await db.insert(userComments).values(values).returning({ id: userComments.id });
  if (!row) throw new Error('user comment not inserted');
  return row.id;
}

export async function findUserComment(db: Db, id: number): Promise<UserCommentRow | undefined> {
  const [row] = await selectUserComments(db).where(
    and(eq(userComments.id, id), isNull(userComments.deletedAt)),
  );
  return row;
}

export async function softDeleteUserComment(db: Db, id: number): Promise<void> {
  await db.update(userComments).set({ deletedAt: sql`now()` }).where(eq(userComments.id, id));
}

/** Live notes about a project or a salesperson, newest first (user_comments_project_idx / _salesman_idx). */
export async function listUserComments(
  db: Db,
  key: { projectId: number } | { salesmanId: number },
  page: { offset: number; limit: number },
): Promise<{ rows: UserCommentRow[]; total: number }> {
  const where = and(
    'projectId' in key
      ? eq(userComments.projectId, key.projectId)
      : eq(userComments.salesmanId, key.salesmanId),
    isNull(userComments.deletedAt),
  );
  const [rows, totals] = await Promise.all([
    selectUserComments(db)
      .where(where)
      .orderBy(desc(userComments.createdAt), desc(userComments.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(userComments).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

// ——— qualification, personal contribution, in contact ———

export type QualificationRow = {
  id: number;
  qualification: string;
  note: string;
  userId: number | null;
  userSurname: string | null;
  userName: string | null;
  createdAt: Date;
};

export async function insertQualification(
  db: Db,
  values: { projectId: number; qualification: string; note: string; userId: number },
): Promise<number> {
  const [row] = await db
    .insert(prospectQualifications)
    .values(values)
    .returning({ id: prospectQualifications.id });
  if (!row) throw new Error('qualification not inserted');
  await db
    .update(projectProspects)
    .set({ qualification: values.qualification })
    .where(eq(projectProspects.projectId, values.projectId));
  await db.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, values.projectId));
  return row.id;
}

/** A project's qualification history, newest first. */
export async function listQualifications(db: Db, projectId: number): Promise<QualificationRow[]> {
  return db
    .select({
      id: prospectQualifications.id,
      qualification: prospectQualifications.qualification,
      note: prospectQualifications.note,
      userId: prospectQualifications.userId,
      userSurname: users.surname,
      userName: users.name,
      createdAt: prospectQualifications.createdAt,
    })
    .from(prospectQualifications)
    .leftJoin(users, eq(users.id, prospectQualifications.userId))
    .where(eq(prospectQualifications.projectId, projectId))
    .orderBy(desc(prospectQualifications.createdAt), desc(prospectQualifications.id))
    .limit(200);
}

export async function projectFlags(db: Db, projectId: number) {
  const [row] = await db
    .select({ qualification: projectProspects.qualification, inContact: projectProspects.inContact })
    .from(projectProspects)
    .where(eq(projectProspects.projectId, projectId));
  return row;
}

export async function setPersonalContribution(db: Db, customerId: number, amount: number | null) {
  await db
    .update(customers)
    .set({ personalContribution: amount, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

export async function setInContact(db: Db, projectId: number, inContact: boolean) {
  await db.update(projectProspects).set({ inContact }).where(eq(projectProspects.projectId, projectId));
  await db.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, projectId));
}
