import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { authSessions, customers, impersonationTickets, projects, users } from '../../db/schema';

type Db = Database | Tx;

export async function findCustomer(db: Db, customerId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row;
}

/** The customer whose portal account this is: ownership comes from the account, never from a parameter. */
export async function findCustomerOfUser(db: Db, userId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.userId, userId)).limit(1);
  return row;
}

export async function listCustomerProjects(db: Db, customerId: number) {
  const salesman = alias(users, 'salesman');
  return db
    .select({
      id: projects.id,
      name: projects.name,
      step: projects.step,
      landCity: projects.landCity,
      salesmanSurname: salesman.surname,
      salesmanName: salesman.name,
      salesmanPhone: salesman.phone,
    })
    .from(projects)
    .leftJoin(salesman, eq(salesman.id, projects.salesmanId))
    .where(
      and(
        eq(projects.customerId, customerId),
        eq(projects.isProspect, false),
        eq(projects.isArchived, false),
      ),
    )
    .orderBy(asc(projects.id));
}

export async function insertTicket(db: Db, values: typeof impersonationTickets.$inferInsert) {
  await db.insert(impersonationTickets).values(values);
}

/** Uses a ticket once, if it has not expired. */
export async function consumeTicket(db: Db, tokenHash: string) {
  const [row] = await db
    .update(impersonationTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(impersonationTickets.tokenHash, tokenHash),
        isNull(impersonationTickets.usedAt),
        gt(impersonationTickets.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function findImpersonator(db: Db, sessionId: string) {
  const [row] = await db
    .select({ surname: users.surname, name: users.name })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.impersonatorId))
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return row ?? null;
}
