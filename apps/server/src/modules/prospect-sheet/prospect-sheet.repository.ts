import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';

type Stamp = Date | string;

export type ProjectRow = {
  project_id: number;
  customer_id: number;
  project_name: string;
  step: number;
  prospect_type: string | null;
  salesman_id: number | null;
  salesman_surname: string | null;
  salesman_name: string | null;
  land_city: string;
  land_postal_code: string;
  qualification: string | null;
  in_contact: boolean;
  project_archived: boolean;
  is_prospect: boolean;
  converted_at: Stamp | null;
  project_created_at: Stamp;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  phone: string | null;
  phone2: string | null;
  email: string | null;
  email2: string | null;
  address: string;
  postal_code: string;
  city: string;
  personal_contribution: number | null;
  customer_archived: boolean;
  account_id: number | null;
  account_expires_at: Stamp | null;
};

const PROJECT_COLUMNS = sql`p.id as project_id, c.id as customer_id, p.name as project_name, p.step, x.prospect_type,
  p.salesman_id, s.surname as salesman_surname, s.name as salesman_name, p.land_city, p.land_postal_code,
  x.qualification, x.in_contact, p.is_archived as project_archived, p.is_prospect, p.converted_at,
  p.created_at as project_created_at, c.name1, c.surname1, c.name2, c.surname2, c.phone, c.phone2, c.email,
  c.email2, c.address, c.postal_code, c.city, c.personal_contribution, c.is_archived as customer_archived,
  c.user_id as account_id, a.access_expires_at as account_expires_at`;
const PROJECT_FROM = sql`from projects p join project_prospects x on x.project_id = p.id
  join customers c on c.id = p.customer_id
  left join users s on s.id = p.salesman_id left join users a on a.id = c.user_id`;

/** A project with its household and salesperson (one indexed lookup); `lock` locks the project row. */
export async function findProject(db: Db, projectId: number, lock = false) {
  const [row] = await queryRows<ProjectRow>(
    db,
    sql`select ${PROJECT_COLUMNS} ${PROJECT_FROM} where p.id = ${projectId} ${lock ? sql`for update of p` : sql``}`,
  );
  return row;
}

export type CustomerRow = {
  id: number;
  user_id: number | null;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  email: string | null;
  is_archived: boolean;
  /** Salespeople following one of its projects. */
  salesman_ids: number[];
};

/** A household and the salespeople of its projects (ownership of the customer-level routes). */
export async function findCustomer(db: Db, customerId: number, lock = false) {
  const [row] = await queryRows<CustomerRow>(
    db,
    sql`select c.id, c.user_id, c.name1, c.surname1, c.name2, c.surname2, c.email, c.is_archived,
      coalesce((select array_agg(distinct p.salesman_id) from projects p
        where p.customer_id = c.id and p.salesman_id is not null), '{}') as salesman_ids
      from customers c where c.id = ${customerId} ${lock ? sql`for update of c` : sql``}`,
  );
  return row;
}

/** The prospect projects of a household not yet converted, oldest first. */
export async function prospectProjects(db: Db, customerId: number) {
  return queryRows<{ id: number; salesman_id: number | null }>(
    db,
    sql`select id, salesman_id from projects where customer_id = ${customerId} and is_prospect order by id`,
  );
}

const person = (alias: string) =>
  sql.raw(
    `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', trim(${alias}.surname || ' ' || ${alias}.name)) end`,
  );

export type Person = { id: number; name: string } | null;

/** Every list of the sheet, one query each (no per-row query). */
export async function sheetLists(db: Db, project: { id: number; customerId: number }) {
  const { id, customerId } = project;
  const [
    comments,
    userComments,
    appointmentRequests,
    qualifications,
    toDos,
    contactAttempts,
    appointments,
    projectList,
    history,
  ] = await Promise.all([
    queryRows<{
      id: number;
      type: string;
      linked_id: number;
      text: string;
      author: Person;
      from_customer: boolean;
      written_by: Person;
      created_at: Stamp;
    }>(
      db,
      sql`select m.id, m.type, m.linked_id, m.text, ${person('u')} as author,
        m.from_customer, ${person('i')} as written_by, m.created_at
        from comments m left join users u on u.id = m.author_id left join users i on i.id = m.impersonator_id
        where m.type = 'project' and m.linked_id = ${id} order by m.created_at desc, m.id desc`,
    ),
    queryRows<{ id: number; text: string; author: Person; created_at: Stamp }>(
      db,
      sql`select n.id, n.text, ${person('u')} as author, n.created_at
        from user_comments n left join users u on u.id = n.author_id
        where n.project_id = ${id} and n.deleted_at is null order by n.created_at desc, n.id desc`,
    ),
    queryRows<{
      id: number;
      project_id: number;
      salesman: Person;
      type: number;
      availability: string;
      message: string;
      status: string;
      appointment_id: number | null;
      created_at: Stamp;
    }>(
      db,
      sql`select r.id, r.project_id, ${person('u')} as salesman, r.type, r.availability, r.message, r.status,
        r.appointment_id, r.created_at
        from appointment_requests r left join users u on u.id = r.salesman_id
        where r.project_id = ${id} order by r.created_at desc, r.id desc`,
    ),
    queryRows<{ id: number; qualification: string; note: string; user: Person; created_at: Stamp }>(
      db,
      sql`select q.id, q.qualification, q.note, ${person('u')} as user, q.created_at
        from prospect_qualifications q left join users u on u.id = q.user_id
        where q.project_id = ${id} order by q.created_at desc, q.id desc`,
    ),
    queryRows<{ id: number; text: string; due_date: string; is_alert: number; done: boolean; user: Person }>(
      db,
      sql`select t.id, t.text, t.due_date::text as due_date, t.is_alert, t.done, ${person('u')} as user
        from todos t left join users u on u.id = t.user_id
        where t.project_id = ${id} order by t.done, t.due_date, t.id`,
    ),
    queryRows<{
      id: number;
      project_id: number;
      channel: string;
      outcome: string;
      comment: string;
      user: Person;
      created_at: Stamp;
    }>(
      db,
      sql`select a.id, a.project_id, a.channel, a.outcome, a.comment, ${person('u')} as user, a.created_at
        from contact_attempts a left join users u on u.id = a.user_id
        where a.project_id = ${id} order by a.created_at desc, a.id desc`,
    ),
    queryRows<{
      id: number;
      type: number;
      title: string;
      starts_at: Stamp;
      ends_at: Stamp | null;
      all_day: boolean;
      place: string;
      cancelled: boolean;
      user: Person;
    }>(
      db,
      sql`select a.id, a.type, a.title, a.starts_at, a.ends_at, a.all_day, a.place, a.cancelled, ${person('u')} as user
        from appointments a left join users u on u.id = a.user_id
        where a.project_id = ${id} order by a.starts_at desc, a.id desc`,
    ),
    queryRows<{ id: number; name: string; step: number; is_prospect: boolean; is_archived: boolean }>(
      db,
      sql`select id, name, step, is_prospect, is_archived from projects
        where customer_id = ${customerId} and id <> ${id} order by id`,
    ),
    // The project's rows, its household's, and those of the files attached to it (indexed on entity, entity_id),
    // with the file's name (older upload rows did not keep it).
    queryRows<{
      id: number;
      action: string;
      entity: string;
      before: unknown;
      after: unknown;
      file_name: string | null;
      user: Person;
      created_at: Stamp;
    }>(
      db,
      sql`select l.id, l.action, l.entity, l.before, l.after, hf.original_name as file_name, ${person('u')} as user,
        l.created_at
        from audit_log l left join users u on u.id = l.user_id
          left join files hf on l.entity = 'file' and hf.id::text = l.entity_id
        where (l.entity = 'project' and l.entity_id = ${String(id)})
          or (l.entity = 'customer' and l.entity_id = ${String(customerId)})
          or (l.entity = 'file' and l.entity_id in
            (select f.id::text from files f where f.type = 'project' and f.linked_id = ${id}))
        order by l.created_at desc, l.id desc limit 200`,
    ),
  ]);
  return {
    comments,
    userComments,
    appointmentRequests,
    qualifications,
    toDos,
    contactAttempts,
    appointments,
    projectList,
    history,
  };
}

/** Names of users (the salespeople named in the history), one query. */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, trim(surname || ' ' || name) as name from users
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function updateCustomer(
  tx: Tx,
  customerId: number,
  values: {
    name1: string;
    surname1: string;
    name2: string;
    surname2: string;
    phone: string | null;
    phone2: string | null;
    email: string | null;
    address: string;
    postalCode: string;
    city: string;
  },
) {
  await tx.execute(sql`update customers set name1 = ${values.name1}, surname1 = ${values.surname1},
    name2 = ${values.name2}, surname2 = ${values.surname2}, phone = ${values.phone}, phone2 = ${values.phone2},
    email = ${values.email}, address = ${values.address}, postal_code = ${values.postalCode}, city = ${values.city},
    updated_at = now() where id = ${customerId}`);
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
  await tx.execute(sql`update projects set name = ${values.name}, land_city = ${values.landCity},
    land_postal_code = ${values.landPostalCode}, salesman_id = ${values.salesmanId},
    updated_at = now() where id = ${projectId}`);
  await tx.execute(
    sql`update project_prospects set prospect_type = ${values.type} where project_id = ${projectId}`,
  );
}

export async function setCustomerArchived(tx: Tx, customerId: number, archived: boolean) {
  await tx.execute(
    sql`update customers set is_archived = ${archived}, updated_at = now() where id = ${customerId}`,
  );
}

/** Brings a prospect project and its household back to the live list. */
export async function activateProject(tx: Tx, projectId: number, customerId: number) {
  await tx.execute(sql`update projects set is_archived = false, updated_at = now() where id = ${projectId}`);
  await tx.execute(
    sql`update customers set is_archived = false, updated_at = now() where id = ${customerId}`,
  );
}

/** Prospect → customer project: step 1 (pre-construction), converted now. */
export async function convertProject(tx: Tx, projectId: number) {
  const [row] = await queryRows<{ converted_at: Stamp }>(
    tx,
    sql`update projects set is_prospect = false, converted_at = now(), step = 1, updated_at = now()
      where id = ${projectId} and is_prospect returning converted_at`,
  );
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await queryRows<{ id: number; roles: string[] }>(
    db,
    sql`select id, roles from users where email = ${email.toLowerCase()}`,
  );
  return row;
}

export async function findUser(db: Db, userId: number) {
  const [row] = await queryRows<{
    id: number;
    email: string;
    surname: string;
    is_active: boolean;
    access_expires_at: Stamp | null;
  }>(db, sql`select id, email, surname, is_active, access_expires_at from users where id = ${userId}`);
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
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into users (email, password_hash, surname, name, phone, roles, access_expires_at)
      values (${values.email.toLowerCase()}, ${values.passwordHash}, ${values.surname}, ${values.name},
        ${values.phone}, array['customer']::text[], ${values.accessExpiresAt?.toISOString() ?? null})
      returning id`,
  );
  if (!row) throw new Error('account not created');
  await tx.execute(sql`update customers set user_id = ${row.id} where id = ${values.customerId}`);
  return row.id;
}

export async function setAccessExpiry(tx: Tx, userId: number, expiresAt: Date | null) {
  await tx.execute(
    sql`update users set access_expires_at = ${expiresAt?.toISOString() ?? null}, updated_at = now() where id = ${userId}`,
  );
}

export async function isSalesman(db: Db, userId: number) {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select true as ok from users where id = ${userId} and is_active and roles && array['salesman', 'admin']::text[]`,
  );
  return !!row;
}
