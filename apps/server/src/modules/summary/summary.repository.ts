import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contacts, customers, notifications, projects, userPostalCodes, users } from '../../db/schema';
import { isSalespersonSql } from '../../lib/policy-sql';
import { insertProject } from '../projects';
import { coversPostalCode } from '../website';

/** Who handles new contacts: admins all of them, a salesperson those of his area (or of nobody's area). */
export type ContactViewer = { userId: number; seesAll: boolean };

/** An active salesperson (the advisers of website contacts). */
const activeSalesperson = and(eq(users.isActive, true), isSalespersonSql(sql`${users.roles}`));

/**
 * Ownership in SQL: the contacts a viewer may see and take, by their postal code (his area, or nobody's).
 * The salespeople of the `not exists` are `u`, another name than the outer query's users.
 */
function visibleTo(viewer: ContactViewer, postalCode: SQL = sql`${contacts.postalCode}`): SQL {
  if (viewer.seesAll) return sql`true`;
  return sql`(${coversPostalCode(sql`${viewer.userId}`, postalCode)}
    or not exists (select 1 from users u where u.is_active and ${isSalespersonSql(sql`u.roles`)}
      and ${coversPostalCode(sql`u.id`, postalCode)}))`;
}

const SUMMARY_COLUMNS = {
  id: contacts.id,
  name1: contacts.name1,
  surname1: contacts.surname1,
  name2: contacts.name2,
  surname2: contacts.surname2,
  postal_code: contacts.postalCode,
  city: contacts.city,
  created_at: contacts.createdAt,
  project_id: contacts.projectId,
};

export async function listWaiting(db: Db, viewer: ContactViewer, page: { limit: number; offset: number }) {
  return db
    .select(SUMMARY_COLUMNS)
    .from(contacts)
    .where(and(eq(contacts.status, 'waiting'), visibleTo(viewer)))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type ContactSummaryRow = Awaited<ReturnType<typeof listWaiting>>[number];

export async function countWaiting(db: Db, viewer: ContactViewer): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contacts)
    .where(and(eq(contacts.status, 'waiting'), visibleTo(viewer)));
  return row?.total ?? 0;
}

/** Contacts attributed to this adviser over the last 30 days, newest first. */
export async function listAttributedTo(db: Db, userId: number, limit: number) {
  return db
    .select(SUMMARY_COLUMNS)
    .from(contacts)
    .where(and(eq(contacts.adviserId, userId), gt(contacts.handledAt, sql`now() - interval '30 days'`)))
    .orderBy(desc(contacts.handledAt), desc(contacts.id))
    .limit(limit);
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
    .where(and(eq(contacts.id, id), visibleTo(viewer)));
  return contact;
}

/** The same, locked until the end of the transaction: two advisers cannot take one contact. */
export async function lockVisible(tx: Tx, viewer: ContactViewer, id: number) {
  const [contact] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), visibleTo(viewer)))
    .for('update');
  return contact;
}

/** Active salespeople (only the viewer himself for a salesperson), those covering the postal code first. */
export async function availableAdvisers(db: Db, viewer: ContactViewer, postalCode: string) {
  // Those covering the postal code (the rule of website coversPostalCode), joined (in a one-table query Drizzle writes the columns of the select
  // list without their table: a correlated subquery there could read its own table's columns).
  const covering = db
    .selectDistinct({ userId: userPostalCodes.userId })
    .from(userPostalCodes)
    .where(sql`${postalCode} like ${userPostalCodes.postalCode} || '%'`)
    .as('covering');
  const covers = sql<boolean>`(${covering.userId} is not null)`;
  return db
    .select({ id: users.id, surname: users.surname, name: users.name, covers })
    .from(users)
    .leftJoin(covering, eq(covering.userId, users.id))
    .where(viewer.seesAll ? activeSalesperson : and(activeSalesperson, eq(users.id, viewer.userId)))
    .orderBy(desc(covers), asc(users.name), asc(users.surname), asc(users.id));
}

export async function isActiveSalesman(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), activeSalesperson));
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
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(inArray(contacts.id, ids), visibleTo(viewer)));
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
