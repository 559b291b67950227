import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { contacts, customers, notifications, projects } from '../../db/schema';
import { insertProject } from '../projects';
import { coversPostalCode } from '../website';

/** Who handles new contacts: admins all of them, a salesperson those of his area (or of nobody's area). */
export type ContactViewer = { userId: number; seesAll: boolean };

/** Ownership in SQL: the contacts a viewer may see and take, by their postal code. */
function visibleTo(viewer: ContactViewer, postalCode: SQL = sql`c.postal_code`): SQL {
  if (viewer.seesAll) return sql`true`;
  return sql`(${coversPostalCode(sql`${viewer.userId}`, postalCode)}
    or not exists (select 1 from users u where u.is_active and u.roles @> array['salesman']::text[]
      and ${coversPostalCode(sql`u.id`, postalCode)}))`;
}

export type ContactSummaryRow = {
  id: number;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  postal_code: string;
  city: string;
  created_at: Date | string;
  project_id: number | null;
};

const SUMMARY_COLUMNS = sql`c.id, c.name1, c.surname1, c.name2, c.surname2, c.postal_code, c.city, c.created_at, c.project_id`;

export async function listWaiting(db: Db, viewer: ContactViewer, page: { limit: number; offset: number }) {
  return queryRows<ContactSummaryRow>(
    db,
    sql`select ${SUMMARY_COLUMNS} from contacts c
    where c.status = 'waiting' and ${visibleTo(viewer)}
    order by c.created_at desc, c.id desc
    limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countWaiting(db: Db, viewer: ContactViewer): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from contacts c where c.status = 'waiting' and ${visibleTo(viewer)}`,
  );
  return row?.total ?? 0;
}

/** Contacts attributed to this adviser over the last 30 days, newest first. */
export async function listAttributedTo(db: Db, userId: number, limit: number) {
  return queryRows<ContactSummaryRow>(
    db,
    sql`select ${SUMMARY_COLUMNS} from contacts c
    where c.adviser_id = ${userId} and c.handled_at > now() - interval '30 days'
    order by c.handled_at desc, c.id desc
    limit ${limit}`,
  );
}

export type ContactRow = typeof contacts.$inferSelect;

/** The household a contact describes, as the customer it becomes (and as the attribution dialog shows it). */
export function householdOf(contact: ContactRow) {
  return {
    name1: contact.name1,
    surname1: contact.surname1,
    name2: contact.name2,
    surname2: contact.surname2,
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    postalCode: contact.postalCode,
    city: contact.city,
  };
}

/** A contact the viewer may see, whatever its status (the caller checks it is still waiting). */
export async function findVisible(db: Db, viewer: ContactViewer, id: number) {
  const [contact] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), visibleTo(viewer, sql`${contacts.postalCode}`)));
  return contact;
}

/** The same, locked until the end of the transaction: two advisers cannot take one contact. */
export async function lockVisible(tx: Tx, viewer: ContactViewer, id: number) {
  const [contact] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), visibleTo(viewer, sql`${contacts.postalCode}`)))
    .for('update');
  return contact;
}

/** Active salespeople (only the viewer himself for a salesperson), those covering the postal code first. */
export async function availableAdvisers(db: Db, viewer: ContactViewer, postalCode: string) {
  return queryRows<{ id: number; surname: string; name: string; covers: boolean }>(
    db,
    sql`select u.id, u.surname, u.name, ${coversPostalCode(sql`u.id`, sql`${postalCode}`)} as covers
    from users u
    where u.is_active and u.roles @> array['salesman']::text[]
      ${viewer.seesAll ? sql`` : sql`and u.id = ${viewer.userId}`}
    order by covers desc, u.name, u.surname, u.id`,
  );
}

export async function isActiveSalesman(db: Db, userId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from users where id = ${userId} and is_active and roles @> array['salesman']::text[]`,
  );
  return rows.length > 0;
}

/** The project a contact is merged into, locked until the end of the merge (its adviser may change). */
export async function lockProject(tx: Tx, customerId: number, projectId: number) {
  const [row] = await tx
    .select({
      id: projects.id,
      customerId: projects.customerId,
      isProspect: projects.isProspect,
      salesmanId: projects.salesmanId,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.customerId, customerId)))
    .for('update');
  return row;
}

/** Which of these waiting contacts the viewer may see (the duplicates of a contact may be of other areas). */
export async function visibleContactIds(db: Db, viewer: ContactViewer, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select c.id from contacts c
    where c.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${visibleTo(viewer)}`,
  );
  return new Set(rows.map((row) => row.id));
}

export async function setProjectAdviser(db: Db, projectId: number, userId: number) {
  await db
    .update(projects)
    .set({ salesmanId: userId, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
}

/** The prospect of a website contact: its household as a customer, and a project flagged as prospect. */
export async function createProspect(
  tx: Tx,
  contact: ContactRow,
  values: { name: string; salesmanId: number },
) {
  const [customer] = await tx.insert(customers).values(householdOf(contact)).returning({ id: customers.id });
  if (!customer) throw new Error('customer not created');
  const projectId = await insertProject(tx, {
    customerId: customer.id,
    name: values.name,
    step: 1,
    isProspect: true,
    prospectType: 'website',
    salesmanId: values.salesmanId,
    landCity: contact.city,
    landPostalCode: contact.postalCode,
  });
  return { customerId: customer.id, projectId };
}

export async function markHandled(
  db: Db,
  id: number,
  values: Pick<
    typeof contacts.$inferInsert,
    'status' | 'handledById' | 'adviserId' | 'isExclusive' | 'customerId' | 'projectId'
  >,
) {
  await db
    .update(contacts)
    .set({ ...values, handledAt: sql`now()` })
    .where(eq(contacts.id, id));
}

export async function deleteContact(db: Db, id: number) {
  await db.delete(contacts).where(eq(contacts.id, id));
}

/** A handled contact's `newContact` notifications are obsolete for everyone. */
export async function deleteContactNotifications(db: Db, contactId: number) {
  await db
    .delete(notifications)
    .where(and(eq(notifications.scName, 'newContact'), eq(notifications.linkedId, contactId)));
}
