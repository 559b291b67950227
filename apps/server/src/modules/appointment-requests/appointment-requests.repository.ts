import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { appointmentRequests, appointments, customers, projects, users } from '../../db/schema';

/** The project a request is about, with who follows it and who owns it. */
export async function findProject(db: Db, id: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      salesmanId: projects.salesmanId,
      customerUserId: customers.userId,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(projects.id, id))
    .limit(1);
  return row;
}

const columns = {
  id: appointmentRequests.id,
  projectId: appointmentRequests.projectId,
  projectSalesmanId: projects.salesmanId,
  customerUserId: customers.userId,
  name1: customers.name1,
  surname1: customers.surname1,
  name2: customers.name2,
  surname2: customers.surname2,
  salesmanId: appointmentRequests.salesmanId,
  salesmanSurname: users.surname,
  salesmanName: users.name,
  type: appointmentRequests.type,
  availability: appointmentRequests.availability,
  message: appointmentRequests.message,
  status: appointmentRequests.status,
  appointmentId: appointmentRequests.appointmentId,
  createdAt: appointmentRequests.createdAt,
};

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(appointmentRequests)
    .innerJoin(projects, eq(projects.id, appointmentRequests.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(users, eq(users.id, appointmentRequests.salesmanId));
}
export type RequestRow = Awaited<ReturnType<typeof list>>[number];

async function list(db: Db, where: SQL | undefined, limit: number) {
  return baseQuery(db)
    .where(where)
    .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
    .limit(limit);
}

export async function findById(db: Db, id: number) {
  const [row] = await list(db, eq(appointmentRequests.id, id), 1);
  return row;
}

/**
 * Waiting requests of one salesperson (null: everyone's), newest first. Not prepared: a named statement is
 * planned generically after five runs, blind to its LIMIT, which decides between walking the date index
 * and sorting (db/prepared.ts).
 */
export function listWaiting(db: Db, salesmanId: number | null, limit = 200) {
  return list(
    db,
    and(
      eq(appointmentRequests.status, 'waiting'),
      salesmanId === null ? undefined : eq(appointmentRequests.salesmanId, salesmanId),
    ),
    limit,
  );
}

export function listForProject(db: Db, projectId: number) {
  return list(db, eq(appointmentRequests.projectId, projectId), 200);
}

export async function hasWaiting(db: Db, projectId: number) {
  const [row] = await db
    .select({ id: appointmentRequests.id })
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.projectId, projectId), eq(appointmentRequests.status, 'waiting')))
    .limit(1);
  return !!row;
}

export async function insert(
  tx: Tx,
  values: {
    projectId: number;
    salesmanId: number | null;
    requestedBy: number;
    type: number;
    availability: string;
    message: string;
  },
) {
  const [row] = await tx.insert(appointmentRequests).values(values).returning({ id: appointmentRequests.id });
  if (!row) throw new Error('insert appointment_requests');
  return row.id;
}

/** Closes a waiting request; false when it was no longer waiting (handled meanwhile). */
export async function close(
  tx: Tx,
  id: number,
  values: { status: 'scheduled' | 'cancelled'; appointmentId: number | null },
) {
  const rows = await tx
    .update(appointmentRequests)
    .set({ ...values, handledAt: sql`now()` })
    .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.status, 'waiting')))
    .returning({ id: appointmentRequests.id });
  return rows.length > 0;
}

export async function findAppointment(db: Db, id: number) {
  const [row] = await db
    .select({ id: appointments.id, projectId: appointments.projectId, cancelled: appointments.cancelled })
    .from(appointments)
    .where(eq(appointments.id, id))
    .limit(1);
  return row;
}
