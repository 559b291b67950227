import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database, Db, Tx } from '../../db/client';
import { executeAll, preparedOn } from '../../db/prepared';
import {
  appointmentRequests,
  appointments,
  auditLog,
  comments,
  contactAttempts,
  customers,
  files,
  projectProspects,
  projects,
  prospectQualifications,
  todos,
  userComments,
  users,
} from '../../db/schema';

/** The project's salesperson and the household's portal account: both are users. */
const salesman = alias(users, 'salesman');
const account = alias(users, 'account');

/** A project with its household and salesperson (one indexed lookup); `lock` locks the project row. */
export async function findProject(db: Db, projectId: number, lock = false) {
  const query = db
    .select({
      project_id: projects.id,
      customer_id: customers.id,
      project_name: projects.name,
      step: projects.step,
      prospect_type: projectProspects.prospectType,
      salesman_id: projects.salesmanId,
      salesman_surname: salesman.surname,
      salesman_name: salesman.name,
      land_city: projects.landCity,
      land_postal_code: projects.landPostalCode,
      qualification: projectProspects.qualification,
      in_contact: projectProspects.inContact,
      project_archived: projects.isArchived,
      is_prospect: projects.isProspect,
      converted_at: projects.convertedAt,
      project_created_at: projects.createdAt,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
      phone: customers.phone,
      phone2: customers.phone2,
      email: customers.email,
      email2: customers.email2,
      address: customers.address,
      postal_code: customers.postalCode,
      city: customers.city,
      personal_contribution: customers.personalContribution,
      customer_archived: customers.isArchived,
      account_id: customers.userId,
      account_expires_at: account.accessExpiresAt,
    })
    .from(projects)
    .innerJoin(projectProspects, eq(projectProspects.projectId, projects.id))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(salesman, eq(salesman.id, projects.salesmanId))
    .leftJoin(account, eq(account.id, customers.userId))
    .where(eq(projects.id, projectId));
  const [row] = await (lock ? query.for('update', { of: projects }) : query);
  return row;
}

export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

/** A household and the salespeople of its projects (ownership of the customer-level routes). */
export async function findCustomer(db: Db, customerId: number, lock = false) {
  const followers = db
    .select({ ids: sql<number[]>`array_agg(distinct ${projects.salesmanId})` })
    .from(projects)
    .where(and(eq(projects.customerId, customers.id), isNotNull(projects.salesmanId)));
  const query = db
    .select({
      id: customers.id,
      user_id: customers.userId,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
      email: customers.email,
      is_archived: customers.isArchived,
      /** Salespeople following one of its projects. */
      salesman_ids: sql<number[]>`coalesce(${followers}, '{}')`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [row] = await (lock ? query.for('update', { of: customers }) : query);
  return row;
}

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

/** The prospect projects of a household not yet converted, oldest first. */
export async function prospectProjects(db: Db, customerId: number) {
  return db
    .select({ id: projects.id, salesman_id: projects.salesmanId })
    .from(projects)
    .where(and(eq(projects.customerId, customerId), eq(projects.isProspect, true)))
    .orderBy(asc(projects.id));
}

export type Person = { id: number; name: string } | null;

/** A user of a left join as `{ id, name }`, null when the join found none. */
const person = (user: { id: AnyPgColumn; surname: AnyPgColumn; name: AnyPgColumn }) =>
  sql<Person>`case when ${user.id} is null then null
    else json_build_object('id', ${user.id}, 'name', trim(${user.surname} || ' ' || ${user.name})) end`;

/** Who wrote a comment in a « prendre la main » session (the author being the customer). */
const impersonator = alias(users, 'impersonator');
/** The file an audit row points at. */
const historyFile = alias(files, 'history_file');

/**
 * Every list of the sheet, one query each (no per-row query), prepared once per database (db/prepared.ts):
 * built at each read, the nine cost 0,6 ms of query building, more than PostgreSQL takes to plan them.
 */
const sheetListQueries = preparedOn((db: Database) => {
  const id = sql.placeholder('id');
  const customerId = sql.placeholder('customerId');
  // The audit log keys its rows by text.
  const projectKey = sql`${id}::text`;
  const customerKey = sql`${customerId}::text`;
  return {
    comments: db
      .select({
        id: comments.id,
        type: comments.type,
        linked_id: comments.linkedId,
        text: comments.text,
        author: person(users),
        from_customer: comments.fromCustomer,
        written_by: person(impersonator),
        created_at: comments.createdAt,
      })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .leftJoin(impersonator, eq(impersonator.id, comments.impersonatorId))
      .where(and(eq(comments.type, 'project'), eq(comments.linkedId, id)))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .prepare('sheet_comments'),
    userComments: db
      .select({
        id: userComments.id,
        text: userComments.text,
        author: person(users),
        created_at: userComments.createdAt,
      })
      .from(userComments)
      .leftJoin(users, eq(users.id, userComments.authorId))
      .where(and(eq(userComments.projectId, id), isNull(userComments.deletedAt)))
      .orderBy(desc(userComments.createdAt), desc(userComments.id))
      .prepare('sheet_user_comments'),
    appointmentRequests: db
      .select({
        id: appointmentRequests.id,
        project_id: appointmentRequests.projectId,
        salesman: person(users),
        type: appointmentRequests.type,
        availability: appointmentRequests.availability,
        message: appointmentRequests.message,
        status: appointmentRequests.status,
        appointment_id: appointmentRequests.appointmentId,
        created_at: appointmentRequests.createdAt,
      })
      .from(appointmentRequests)
      .leftJoin(users, eq(users.id, appointmentRequests.salesmanId))
      .where(eq(appointmentRequests.projectId, id))
      .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
      .prepare('sheet_appointment_requests'),
    qualifications: db
      .select({
        id: prospectQualifications.id,
        qualification: prospectQualifications.qualification,
        note: prospectQualifications.note,
        user: person(users),
        created_at: prospectQualifications.createdAt,
      })
      .from(prospectQualifications)
      .leftJoin(users, eq(users.id, prospectQualifications.userId))
      .where(eq(prospectQualifications.projectId, id))
      .orderBy(desc(prospectQualifications.createdAt), desc(prospectQualifications.id))
      .prepare('sheet_qualifications'),
    toDos: db
      .select({
        id: todos.id,
        text: todos.text,
        // A `date` column in string mode: 'YYYY-MM-DD', as the former `due_date::text`.
        due_date: todos.dueDate,
        is_alert: todos.isAlert,
        done: todos.done,
        user: person(users),
      })
      .from(todos)
      .leftJoin(users, eq(users.id, todos.userId))
      .where(eq(todos.projectId, id))
      .orderBy(asc(todos.done), asc(todos.dueDate), asc(todos.id))
      .prepare('sheet_todos'),
    contactAttempts: db
      .select({
        id: contactAttempts.id,
        project_id: contactAttempts.projectId,
        channel: contactAttempts.channel,
        outcome: contactAttempts.outcome,
        comment: contactAttempts.comment,
        user: person(users),
        created_at: contactAttempts.createdAt,
      })
      .from(contactAttempts)
      .leftJoin(users, eq(users.id, contactAttempts.userId))
      .where(eq(contactAttempts.projectId, id))
      .orderBy(desc(contactAttempts.createdAt), desc(contactAttempts.id))
      .prepare('sheet_contact_attempts'),
    appointments: db
      .select({
        id: appointments.id,
        type: appointments.type,
        title: appointments.title,
        starts_at: appointments.startsAt,
        ends_at: appointments.endsAt,
        all_day: appointments.allDay,
        place: appointments.place,
        cancelled: appointments.cancelled,
        user: person(users),
      })
      .from(appointments)
      .leftJoin(users, eq(users.id, appointments.userId))
      .where(eq(appointments.projectId, id))
      .orderBy(desc(appointments.startsAt), desc(appointments.id))
      .prepare('sheet_appointments'),
    projectList: db
      .select({
        id: projects.id,
        name: projects.name,
        step: projects.step,
        is_prospect: projects.isProspect,
        is_archived: projects.isArchived,
      })
      .from(projects)
      .where(and(eq(projects.customerId, customerId), ne(projects.id, id)))
      .orderBy(asc(projects.id))
      .prepare('sheet_household_projects'),
    // The project's rows, its household's, and those of the files attached to it (indexed on entity, entity_id),
    // with the file's name (older upload rows did not keep it).
    history: db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        before: auditLog.before,
        after: auditLog.after,
        file_name: historyFile.originalName,
        user: person(users),
        created_at: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .leftJoin(
        historyFile,
        and(eq(auditLog.entity, 'file'), eq(sql`${historyFile.id}::text`, auditLog.entityId)),
      )
      .where(
        or(
          and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, projectKey)),
          and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, customerKey)),
          and(
            eq(auditLog.entity, 'file'),
            inArray(
              auditLog.entityId,
              db
                .select({ id: sql<string>`${files.id}::text` })
                .from(files)
                .where(and(eq(files.type, 'project'), eq(files.linkedId, id))),
            ),
          ),
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(200)
      .prepare('sheet_history'),
  };
});

export function sheetLists(db: Database, project: { id: number; customerId: number }) {
  return executeAll(sheetListQueries(db), { id: project.id, customerId: project.customerId });
}

/** Names of users (the salespeople named in the history), one query. */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(${users.surname} || ' ' || ${users.name})` })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function updateCustomer(
  tx: Tx,
  customerId: number,
  values: Required<
    Pick<
      typeof customers.$inferInsert,
      | 'name1'
      | 'surname1'
      | 'name2'
      | 'surname2'
      | 'phone'
      | 'phone2'
      | 'email'
      | 'address'
      | 'postalCode'
      | 'city'
    >
  >,
) {
  await tx
    .update(customers)
    .set({
      name1: values.name1,
      surname1: values.surname1,
      name2: values.name2,
      surname2: values.surname2,
      phone: values.phone,
      phone2: values.phone2,
      email: values.email,
      address: values.address,
      postalCode: values.postalCode,
      city: values.city,
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, customerId));
}

export async function updateProject(
  tx: Tx,
  projectId: number,
  values: {
    name: string;
    landCity: string;
    landPostalCode: string;
    type: string | null;
    salesmanId: number | null;
  },
) {
  await tx
    .update(projects)
    .set({
      name: values.name,
      landCity: values.landCity,
      landPostalCode: values.landPostalCode,
      salesmanId: values.salesmanId,
      updatedAt: sql`now()`,
    })
    .where(eq(projects.id, projectId));
  await tx
    .update(projectProspects)
    .set({ prospectType: values.type })
    .where(eq(projectProspects.projectId, projectId));
}

export async function setCustomerArchived(tx: Tx, customerId: number, archived: boolean) {
  await tx
    .update(customers)
    .set({ isArchived: archived, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

/** Brings a prospect project and its household back to the live list. */
export async function activateProject(tx: Tx, projectId: number, customerId: number) {
  await tx
    .update(projects)
    .set({ isArchived: false, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
  await tx
    .update(customers)
    .set({ isArchived: false, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

/** Prospect → customer project: step 1 (pre-construction), converted now. */
export async function convertProject(tx: Tx, projectId: number) {
  const [row] = await tx
    .update(projects)
    .set({ isProspect: false, convertedAt: sql`now()`, step: 1, updatedAt: sql`now()` })
    .where(and(eq(projects.id, projectId), eq(projects.isProspect, true)))
    // Set just above, hence never null; read through the column (a Date).
    .returning({ converted_at: sql<Date>`${projects.convertedAt}`.mapWith(projects.convertedAt) });
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      surname: users.surname,
      is_active: users.isActive,
      access_expires_at: users.accessExpiresAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A customer-portal account (role customer) linked to the household. */
export async function insertCustomerAccount(
  tx: Tx,
  values: {
    customerId: number;
    email: string;
    surname: string;
    name: string;
    phone: string | null;
    passwordHash: string;
    accessExpiresAt: Date | null;
  },
) {
  const [row] = await tx
    .insert(users)
    .values({
      email: values.email.toLowerCase(),
      passwordHash: values.passwordHash,
      surname: values.surname,
      name: values.name,
      phone: values.phone,
      roles: ['customer'],
      accessExpiresAt: values.accessExpiresAt,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('account not created');
  await tx.update(customers).set({ userId: row.id }).where(eq(customers.id, values.customerId));
  return row.id;
}

export async function setAccessExpiry(tx: Tx, userId: number, expiresAt: Date | null) {
  await tx
    .update(users)
    .set({ accessExpiresAt: expiresAt, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
