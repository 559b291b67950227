import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  comments,
  contactAttempts,
  customers,
  projectProspects,
  projects,
  prospectQualifications,
  userComments,
} from '../../db/schema';

/** The facts the ownership rules need about a project: who follows it and whose portal account owns it. */
export type ProjectOwnership = {
  id: number;
  customerId: number;
  salesmanId: number | null;
  customerUserId: number | null;
};

export async function findProject(db: Db, projectId: number): Promise<ProjectOwnership | undefined> {
  const [row] = await queryRows<ProjectOwnership>(
    db,
    sql`select p.id, p.customer_id as "customerId", p.salesman_id as "salesmanId", c.user_id as "customerUserId"
      from projects p join customers c on c.id = p.customer_id where p.id = ${projectId}`,
  );
  return row;
}

/** The project an elevation survey (not deleted) belongs to. */
export async function findSurveyProject(db: Db, surveyId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ projectId: number }>(
    db,
    sql`select project_id as "projectId" from elevation_surveys where id = ${surveyId} and deleted_at is null`,
  );
  return row?.projectId;
}

export async function findUser(db: Db, userId: number) {
  const [row] = await queryRows<{ id: number; managerId: number | null; roles: string[]; isActive: boolean }>(
    db,
    sql`select id, manager_id as "managerId", roles, is_active as "isActive" from users where id = ${userId}`,
  );
  return row;
}

export async function findCustomer(db: Db, customerId: number) {
  const [row] = await queryRows<{ id: number; personalContribution: number | null }>(
    db,
    sql`select id, personal_contribution as "personalContribution" from customers where id = ${customerId}`,
  );
  return row;
}

/** Ids and followers of a household's projects. */
export async function customerProjects(db: Db, customerId: number) {
  return queryRows<{ id: number; salesmanId: number | null }>(
    db,
    sql`select id, salesman_id as "salesmanId" from projects where customer_id = ${customerId} order by id`,
  );
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
  createdAt: Date | string;
};

const ATTEMPT_COLUMNS = sql`ca.id, ca.project_id as "projectId", c.name1, c.surname1, c.name2, c.surname2,
  ca.channel, ca.outcome, ca.comment, ca.user_id as "userId", u.surname as "userSurname", u.name as "userName",
  ca.created_at as "createdAt"`;
const ATTEMPT_FROM = sql`contact_attempts ca join projects p on p.id = ca.project_id
  join customers c on c.id = p.customer_id left join users u on u.id = ca.user_id`;

export async function insertContactAttempt(
  db: Db,
  values: { projectId: number; userId: number; channel: string; outcome: string; comment: string },
): Promise<number> {
  const [row] = await db.insert(contactAttempts).values(values).returning({ id: contactAttempts.id });
  if (!row) throw new Error('contact attempt not inserted');
  return row.id;
}

export async function findContactAttempt(db: Db, id: number): Promise<ContactAttemptRow | undefined> {
  const [row] = await queryRows<ContactAttemptRow>(
    db,
    sql`select ${ATTEMPT_COLUMNS} from ${ATTEMPT_FROM} where ca.id = ${id}`,
  );
  return row;
}

/** One page of a staff member's attempts, newest first (sequential scan of his rows; few per person). */
export async function listUserContactAttempts(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ContactAttemptRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    queryRows<ContactAttemptRow>(
      db,
      sql`select ${ATTEMPT_COLUMNS} from ${ATTEMPT_FROM} where ca.user_id = ${userId}
        order by ca.created_at desc, ca.id desc offset ${page.offset} limit ${page.limit}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from contact_attempts where user_id = ${userId}`,
    ),
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
  createdAt: Date | string;
};

const COMMENT_SELECT = sql`select cm.id, cm.type, cm.linked_id as "linkedId", cm.text, cm.author_id as "authorId",
  u.surname as "authorSurname", u.name as "authorName",
  cm.from_customer as "fromCustomer", cm.impersonator_id as "impersonatorId",
  i.surname as "impersonatorSurname", i.name as "impersonatorName", cm.created_at as "createdAt"
  from comments cm left join users u on u.id = cm.author_id left join users i on i.id = cm.impersonator_id`;

export async function insertComment(
  db: Db,
  values: { type: string; linkedId: number; text: string; authorId: number; impersonatorId: number | null },
): Promise<number> {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  if (!row) throw new Error('comment not inserted');
  return row.id;
}

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await queryRows<CommentRow>(db, sql`${COMMENT_SELECT} where cm.id = ${id}`);
  return row;
}

/** A page of the comments on one record, newest first (comments_linked_idx). */
export async function listComments(
  db: Db,
  key: { type: string; linkedId: number },
  page: { offset: number; limit: number },
): Promise<{ rows: CommentRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    queryRows<CommentRow>(
      db,
      sql`${COMMENT_SELECT} where cm.type = ${key.type} and cm.linked_id = ${key.linkedId}
        order by cm.created_at desc, cm.id desc offset ${page.offset} limit ${page.limit}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from comments where type = ${key.type} and linked_id = ${key.linkedId}`,
    ),
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
  createdAt: Date | string;
  deletedAt: Date | string | null;
};

const USER_COMMENT_SELECT = sql`select uc.id, uc.project_id as "projectId", uc.salesman_id as "salesmanId",
  uc.text, uc.author_id as "authorId", u.surname as "authorSurname", u.name as "authorName",
  uc.created_at as "createdAt", uc.deleted_at as "deletedAt"
  from user_comments uc left join users u on u.id = uc.author_id`;

export async function insertUserComment(
  db: Db,
  values: { projectId?: number; salesmanId?: number; authorId: number; text: string },
): Promise<number> {
  const [row] = await db.insert(userComments).values(values).returning({ id: userComments.id });
  if (!row) throw new Error('user comment not inserted');
  return row.id;
}

export async function findUserComment(db: Db, id: number): Promise<UserCommentRow | undefined> {
  const [row] = await queryRows<UserCommentRow>(
    db,
    sql`${USER_COMMENT_SELECT} where uc.id = ${id} and uc.deleted_at is null`,
  );
  return row;
}

export async function softDeleteUserComment(db: Db, id: number): Promise<void> {
  await db.execute(sql`update user_comments set deleted_at = now() where id = ${id}`);
}

/** Live notes about a project or a salesperson, newest first (user_comments_project_idx / _salesman_idx). */
export async function listUserComments(
  db: Db,
  key: { projectId: number } | { salesmanId: number },
  page: { offset: number; limit: number },
): Promise<{ rows: UserCommentRow[]; total: number }> {
  const where =
    'projectId' in key
      ? sql`uc.project_id = ${key.projectId} and uc.deleted_at is null`
      : sql`uc.salesman_id = ${key.salesmanId} and uc.deleted_at is null`;
  const [rows, totals] = await Promise.all([
    queryRows<UserCommentRow>(
      db,
      sql`${USER_COMMENT_SELECT} where ${where}
        order by uc.created_at desc, uc.id desc offset ${page.offset} limit ${page.limit}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from user_comments uc where ${where}`),
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
  createdAt: Date | string;
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
  await db.execute(
    sql`update ${projectProspects} set qualification = ${values.qualification} where project_id = ${values.projectId}`,
  );
  await db.execute(sql`update ${projects} set updated_at = now() where id = ${values.projectId}`);
  return row.id;
}

/** A project's qualification history, newest first. */
export async function listQualifications(db: Db, projectId: number): Promise<QualificationRow[]> {
  return queryRows<QualificationRow>(
    db,
    sql`select q.id, q.qualification, q.note, q.user_id as "userId", u.surname as "userSurname",
        u.name as "userName", q.created_at as "createdAt"
      from prospect_qualifications q left join users u on u.id = q.user_id
      where q.project_id = ${projectId} order by q.created_at desc, q.id desc limit 200`,
  );
}

export async function projectFlags(db: Db, projectId: number) {
  const [row] = await queryRows<{ qualification: string | null; inContact: boolean }>(
    db,
    sql`select qualification, in_contact as "inContact" from project_prospects where project_id = ${projectId}`,
  );
  return row;
}

export async function setPersonalContribution(db: Db, customerId: number, amount: number | null) {
  await db.execute(
    sql`update ${customers} set personal_contribution = ${amount}, updated_at = now() where id = ${customerId}`,
  );
}

export async function setInContact(db: Db, projectId: number, inContact: boolean) {
  await db.execute(
    sql`update ${projectProspects} set in_contact = ${inContact} where project_id = ${projectId}`,
  );
  await db.execute(sql`update ${projects} set updated_at = now() where id = ${projectId}`);
}
